import { env } from "../env.ts";
import { createBankTransferProvider } from "./bank-transfer.ts";
import type { CheckoutLedger } from "./checkout-ledger.ts";
import { createMoyasarProvider } from "./moyasar.ts";
import type { BankAccount, PaymentProvider } from "./provider.ts";

export interface PaymentSettings {
  /** MOYASAR_SECRET_KEY; without one, fees are paid by bank transfer. */
  moyasarSecretKey?: string;
  /** MOYASAR_API_BASE. */
  moyasarApiBase: string;
  /** The organizer's account, from the site settings: shown for a bank transfer. */
  bankAccount: BankAccount;
  ledger?: CheckoutLedger;
}

/** Moyasar when a secret key is set, a bank transfer otherwise (a fresh machine has no key). */
export function selectPaymentProvider(settings: PaymentSettings): PaymentProvider {
  return settings.moyasarSecretKey
    ? createMoyasarProvider({
        secretKey: settings.moyasarSecretKey,
        apiBase: settings.moyasarApiBase,
        ledger: settings.ledger,
      })
    : createBankTransferProvider(settings.bankAccount);
}

/** The provider this server's environment chooses. */
export function paymentProviderFromEnv(bankAccount: BankAccount, ledger?: CheckoutLedger): PaymentProvider {
  return selectPaymentProvider({
    moyasarSecretKey: env.MOYASAR_SECRET_KEY,
    moyasarApiBase: env.MOYASAR_API_BASE,
    bankAccount,
    ledger,
  });
}
