import { msg } from "@lingui/core/macro";
import type { Locale } from "@wro/i18n";
import { somethingWentWrong } from "@wro/i18n/messages";
import { getI18n, translateEach } from "@/i18n/catalogs.ts";
import { slot } from "@/i18n/slot.ts";
import { flashMessages } from "./flash.ts";

/**
 * The words of the header's account controls (AuthNav, AccountMenu, FlashToast, the Sign up
 * button) in `locale`, translated on the server: the islands carry no catalog.
 */
export function authNavWords(locale: Locale) {
  const i18n = getI18n(locale);
  const name = slot("name");
  return {
    signIn: i18n._(msg`Sign in`),
    signUp: i18n._(msg`Sign up`),
    adminDashboard: i18n._(msg`Admin dashboard`),
    myAccount: i18n._(msg`My account`),
    menu: {
      /** With the slot `name`, filled in the browser. */
      label: i18n._(msg`Account menu: ${name}`),
      signOut: i18n._(msg`Sign out`),
      failed: somethingWentWrong(i18n),
    },
    flash: {
      messages: translateEach(i18n, flashMessages),
      close: i18n._(msg`Close`),
    },
  };
}

export type AuthNavWords = ReturnType<typeof authNavWords>;
export type AccountMenuWords = AuthNavWords["menu"];
export type FlashWords = AuthNavWords["flash"];
