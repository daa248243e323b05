import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { localePath } from "@/i18n/paths.ts";
import own from "./registration.module.css";

/** The account page's way to an organizer's delegation registration. */
export function RegistrationLink({ locale }: { locale: Locale }) {
  return (
    <a
      className={own.linkCard}
      href={localePath(locale, "/account/registration/")}
      data-testid="registration-link"
    >
      <span className={own.linkTitle}>
        <Trans>Register your delegation</Trans>
      </span>
      <span>
        <Trans>
          Your delegation's teams and people, what registration costs, your orders and their payment.
        </Trans>
      </span>
    </a>
  );
}
