"use client";

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AppRouter, inferRouterOutputs } from "@wro/api";
import { visaLettersPdfPath } from "@wro/api/schemas/document";
import { translateMessage } from "@wro/i18n/messages";
import { useEffect, useState } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { api } from "@/lib/trpc.ts";
import styles from "../auth.module.css";
import type { Delegation } from "./types.ts";
import own from "./registration.module.css";

type OwnLetters = inferRouterOutputs<AppRouter>["document"]["ownLetters"];

/**
 * The delegation's visa invitation letters (issue 37), once a foreign member (not a Saudi
 * national) is on a paid order: one bilingual letter each, naming their passport, in one PDF.
 * The server says whether there is something to download; the link shows only then, and members
 * without a passport number are named so the organizer can add it.
 */
export function VisaLettersSection({ delegation }: { delegation: Delegation }) {
  const { i18n } = useLingui();
  const [letters, setLetters] = useState<OwnLetters | null>(null);

  // Asked again whenever the delegation was read again (a person paid, a passport number added).
  useEffect(() => {
    let current = true;
    api.document.ownLetters
      .query()
      .then((answer) => current && setLetters(answer))
      .catch(() => current && setLetters(null));
    return () => {
      current = false;
    };
  }, [delegation]);

  if (!letters || letters.state === "none") return null;
  const missing = letters.withoutPassport.join(", ");
  const count = letters.state === "ready" ? letters.count : 0;
  return (
    <Section title={<Trans>Visa invitation letters</Trans>} id="visa-letters">
      {letters.state === "ready" ? (
        <>
          <p className={own.lead}>
            <Plural
              value={count}
              one="The visa invitation letter of the one foreign member on a paid order is ready, in English and Arabic."
              other="The visa invitation letters of the # foreign members on paid orders are ready, in English and Arabic, in one file."
            />{" "}
            <Trans>
              Each letter has a reference and a QR code that embassies can check on this site. Print them as
              they are.
            </Trans>
          </p>
          <div className={own.actions} data-testid="visa-letters">
            <a
              href={visaLettersPdfPath({ of: "own" })}
              download
              className={styles.primary}
              data-testid="visa-letters-download"
            >
              <Trans>Download visa letters</Trans>
            </a>
          </div>
        </>
      ) : (
        <p className={styles.hint} data-testid="visa-letters-unavailable">
          {translateMessage(i18n, letters.message)}
        </p>
      )}
      {letters.withoutPassport.length > 0 && (
        <p className={styles.hint} data-testid="visa-letters-missing-passport">
          <Trans>No letter yet for {missing}: enter their passport number in the people above.</Trans>
        </p>
      )}
    </Section>
  );
}
