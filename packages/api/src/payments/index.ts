import { env } from "../env.ts";
import { createBankTransferProvider } from "./bank-transfer.ts";
import { createMoyasarProvider } from "./moyasar.ts";
import type { BankAccount, PaymentProvider } from "./provider.ts";

export interface PaymentSettings {
  /** MOYASAR_SECRET_KEY; without one, fees are paid by bank transfer. */
  moyasarSecretKey?: string;
  /** MOYASAR_API_BASE. */
  moyasarApiBase: string;
  /** The organizer's account, from the registration settings: shown for a bank transfer. */
  bankAccount: BankAccount | null;
}

/**
 * Moyasar when a secret key is set, a bank transfer otherwise (a fresh machine has no key); null
 * when neither is set up, as a payer must never be shown invented bank details.
 */
export function selectPaymentProvider(settings: PaymentSettings): PaymentProvider | null {
  if (settings.moyasarSecretKey)
    return createMoyasarProvider({ secretKey: settings.moyasarSecretKey, apiBase: settings.moyasarApiBase });
  return settings.bankAccount && createBankTransferProvider(settings.bankAccount);
}

/** The provider this server's environment chooses. */
export function paymentProviderFromEnv(bankAccount: BankAccount | null): PaymentProvider | null {
  return selectPaymentProvider({
    moyasarSecretKey: env.MOYASAR_SECRET_KEY,
    moyasarApiBase: env.MOYASAR_API_BASE,
    bankAccount,
  });
}
