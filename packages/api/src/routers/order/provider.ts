import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import { env } from "../../env.ts";
import { paymentProviderFromEnv } from "../../payments/index.ts";
import type { BankAccount, PaymentProvider } from "../../payments/provider.ts";
import { registrationMessages } from "../delegation/messages.ts";
import { REGISTRATION_SITE } from "../registration-setting/service.ts";

/** The organizer's bank account from the registration settings; null until an admin enters it. */
export async function bankAccountOf(db: Database): Promise<BankAccount | null> {
  const settings = await db.registrationSetting.findUnique({
    where: { siteName: REGISTRATION_SITE },
    select: { bankName: true, bankAccountName: true, bankIban: true },
  });
  return settings?.bankName && settings.bankAccountName && settings.bankIban
    ? { bankName: settings.bankName, accountName: settings.bankAccountName, iban: settings.bankIban }
    : null;
}

/**
 * The environment's way to pay (`paymentProviderFromEnv`); null while neither a Moyasar key nor a
 * bank account is set. With Moyasar the bank account is not needed, and not read: this runs on
 * every payment call.
 */
export async function configuredPaymentProvider(db: Database): Promise<PaymentProvider | null> {
  return paymentProviderFromEnv(env.MOYASAR_SECRET_KEY ? null : await bankAccountOf(db));
}

/**
 * The way fees are paid here: the context's (the tests give the Moyasar double's), else the
 * environment's. Neither set up is said in words.
 */
export async function paymentProviderFor(db: Database, given?: PaymentProvider): Promise<PaymentProvider> {
  const provider = given ?? (await configuredPaymentProvider(db));
  if (!provider) throw new AppError("refused", { message: registrationMessages.bankNotSet });
  return provider;
}
