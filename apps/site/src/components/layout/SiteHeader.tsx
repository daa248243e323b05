import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { otherLocale, type Locale } from "@wro/i18n";
import { AuthNav } from "@/components/auth/AuthNav.tsx";
import { authNavWords } from "@/components/auth/auth-nav-words.ts";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { eventMenu, jubailMenu, visitorLinks } from "./navigation.ts";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { NavMenu } from "./NavMenu.tsx";
import styles from "./SiteHeader.module.css";

export function SiteHeader({ locale }: { locale: Locale }) {
  const i18n = getI18n(locale);
  const other = otherLocale(locale);
  const links = (menu: typeof eventMenu) =>
    menu.map((link) => ({ href: localePath(locale, link.href), label: i18n._(link.label) }));

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <div className={styles.bar}>
        <a href={localePath(locale, "/")} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            WRO
          </span>
          <span>
            <Trans>WRO Saudi Arabia</Trans>
          </span>
        </a>
        <HeaderMenu label={i18n._(msg`Menu`)}>
          <nav aria-label={i18n._(msg`Main`)} className={styles.nav}>
            <ul className={styles.navList}>
              <NavMenu label={i18n._(msg`Event`)} links={links(eventMenu)} />
              <NavMenu label={i18n._(msg`Jubail`)} links={links(jubailMenu)} />
              {/* On phones each is a line of the menu; in the wide bar, where they would wrap it onto a second line, they share one menu. */}
              {links(visitorLinks).map((link) => (
                <li key={link.href} className={styles.phoneOnly}>
                  <a href={link.href} className={styles.navLink}>
                    {link.label}
                  </a>
                </li>
              ))}
              <NavMenu label={i18n._(msg`More`)} links={links(visitorLinks)} className={styles.wideOnly} />
              <li>
                <a href={localePath(locale, "/about-us/")} className={styles.navLink}>
                  <Trans>About us</Trans>
                </a>
              </li>
              <li>
                <a href={localePath(locale, "/contact-us/")} className={styles.navLink}>
                  <Trans>Contact us</Trans>
                </a>
              </li>
            </ul>
          </nav>
          <AuthNav locale={locale} words={authNavWords(locale)} />
          <LanguageSwitch locale={other} />
        </HeaderMenu>
      </div>
    </header>
  );
}
