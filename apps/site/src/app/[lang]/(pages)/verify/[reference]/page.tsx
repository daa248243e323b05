import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TRPCError } from "@trpc/server";
import { documentKindLabels } from "@wro/api/labels/document";
import { medalLabels, resultCategoryLabels } from "@wro/api/labels/result";
import type { Metadata } from "next";
import { ContentPage, Section } from "@/components/content/ContentPage.tsx";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { formatDate } from "@/lib/format.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { api } from "@/server/api.ts";
import shared from "../../_shared/pages.module.css";
import styles from "./verify.module.css";

type Props = { params: Promise<{ lang: string; reference: string }> };

// One answer per reference, read at each request: never rendered ahead, kept by Next's cache or
// stored by a shared cache (next.config's secret pages, deploy/nginx). A revoked document must
// check as revoked at once.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return {
    ...pageMetadata(await localeFrom(params), `/verify/${encodeURIComponent(reference)}/`, {
      title: msg`Document check`,
      description: msg`Check a visa invitation letter or a certificate of WRO Saudi Arabia 2025 by its reference.`,
    }),
    // A holder's name by reference: never indexed, and the address is not sent on to other sites.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** The address's reference as typed (Next passes it still percent-encoded or not; either way, text). */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The check of a reference; a malformed one is simply unknown. */
async function check(reference: string) {
  try {
    return await api.anonymous().document.verify({ reference });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") return { state: "unknown" as const };
    throw error;
  }
}

/**
 * `/verify/{reference}/` (issue 37): where a visa invitation letter's or a certificate's QR code
 * leads. It says whether the document is valid, revoked or unknown, what it is, and the holder's
 * names as issued: nothing else of the person (never a passport or national ID number).
 */
export default async function VerifyPage({ params }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const typed = decoded((await params).reference).slice(0, 64);
  const answer = await check(typed);
  const reference = typed.trim().toUpperCase();
  const day = (date: Date) => formatDate(date, locale, { weekday: undefined });
  const revokedOn = answer.state === "revoked" ? day(answer.revokedAt ?? answer.issuedAt) : "";

  return (
    <ContentPage
      title={<Trans>Document check</Trans>}
      lead={
        <Trans>
          Visa invitation letters and certificates of WRO Saudi Arabia 2025 carry a reference and a QR code
          that lead to this page.
        </Trans>
      }
    >
      <Section title={<Trans>Result</Trans>} id="result">
        <div
          className={`${styles.verdict} ${styles[answer.state]}`}
          data-testid="verify-result"
          data-state={answer.state}
        >
          <p className={styles.state}>
            <span className={styles.mark} aria-hidden="true">
              {answer.state === "valid" ? "✓" : answer.state === "revoked" ? "✕" : "?"}
            </span>
            {answer.state === "valid" ? (
              <Trans>Valid</Trans>
            ) : answer.state === "revoked" ? (
              <Trans>Revoked</Trans>
            ) : (
              <Trans>Unknown reference</Trans>
            )}
          </p>
          {answer.state === "unknown" ? (
            <p className={styles.explain}>
              <Trans>
                No document has the reference <span className={styles.reference}>{reference}</span>. Check
                that it is typed exactly as printed, for example WRO-K7QM-3XPA.
              </Trans>
            </p>
          ) : (
            <>
              <p className={styles.explain}>
                {answer.state === "valid" ? (
                  <Trans>
                    This document was issued by the organizers of WRO Saudi Arabia 2025 and is valid.
                  </Trans>
                ) : (
                  <Trans>
                    This document was issued by the organizers of WRO Saudi Arabia 2025, then revoked on{" "}
                    {revokedOn}. It is no longer valid.
                  </Trans>
                )}
              </p>
              <dl className={styles.facts}>
                <div>
                  <dt>
                    <Trans>Document</Trans>
                  </dt>
                  <dd data-testid="verify-kind" data-kind={answer.kind}>
                    {i18n._(documentKindLabels[answer.kind])}
                    {answer.medal && answer.medal in medalLabels && (
                      <>
                        {" — "}
                        {i18n._(medalLabels[answer.medal])}
                        {answer.category && answer.category in resultCategoryLabels && (
                          <>
                            {locale === "ar" ? "، " : ", "}
                            {i18n._(
                              resultCategoryLabels[answer.category as keyof typeof resultCategoryLabels],
                            )}
                          </>
                        )}
                      </>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Holder</Trans>
                  </dt>
                  <dd className={styles.names} data-testid="verify-holder">
                    {/* Each name in its own direction, both aligned as the page reads. */}
                    <bdi lang="en">{answer.holderNameLatin}</bdi>
                    <bdi lang="ar">{answer.holderNameArabic}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Reference</Trans>
                  </dt>
                  <dd>
                    <span className={styles.reference}>{reference}</span>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Issued on</Trans>
                  </dt>
                  <dd>{day(answer.issuedAt)}</dd>
                </div>
              </dl>
            </>
          )}
        </div>
        <p className={shared.note}>
          <Trans>
            This check shows only whether a document is valid, what it is and whose it is. It never shows
            passport or identity numbers.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
