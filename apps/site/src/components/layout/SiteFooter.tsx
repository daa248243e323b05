import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";
import { localePath } from "@/i18n/paths.ts";
import { StoredImage } from "@/components/content/StoredImage.tsx";
import { publicData } from "@/lib/public-data.ts";
import { footerLinks } from "./navigation.ts";
import styles from "./SiteFooter.module.css";

export async function SiteFooter({ locale }: { locale: Locale }) {
  const i18n = getI18n(locale);
  const [partners, faqs] = await Promise.all([publicData.activePartners(), publicData.faqs()]);
  const ar = locale === "ar";

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-faq" className={styles.faq}>
          <h2 id="footer-faq">
            <Trans>Frequently asked questions</Trans>
          </h2>
          {faqs.map((faq) => (
            <details key={faq.id} className={styles.question}>
              <summary>{ar ? faq.questionAr : faq.questionEn}</summary>
              <p>{ar ? faq.answerAr : faq.answerEn}</p>
            </details>
          ))}
          <p className={styles.allQuestions}>
            <a href={localePath(locale, "/faq/")}>
              <Trans>All questions and answers</Trans>
            </a>
          </p>
        </section>
        {partners.length > 0 && (
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners">
              <Trans>Our partners</Trans>
            </h2>
            <ul className={styles.logos}>
              {partners.map((partner) => (
                <li key={partner.id}>
                  <StoredImage path={partner.filePath} alt={partner.name} width={120} height={60} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav aria-label={i18n._(msg`Footer`)}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a href={localePath(locale, link.href)}>{i18n._(link.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the spec's footer links, not among them: the notice every page points to (PDPL). */}
        <p className={styles.copyright}>
          <a className={styles.legal} href={localePath(locale, "/privacy/")}>
            <Trans>Privacy notice</Trans>
          </a>
        </p>
        <p className={styles.copyright}>
          <Trans>
            © 2025 WRO Saudi Arabia. World Robot Olympiad and the WRO logo are trademarks of the World Robot
            Olympiad Association.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
