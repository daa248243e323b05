"use client";

import { Plural, Trans } from "@lingui/react/macro";
import { certificatesPath } from "@wro/api/schemas/certificate";
import { useEffect, useState } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { api } from "@/lib/trpc.ts";
import styles from "../auth.module.css";
import type { Delegation } from "./types.ts";
import own from "./registration.module.css";

/**
 * The delegation's certificates (issue 37), once something is paid: a participation certificate
 * for every team member on a paid order, and a medal certificate for each member of a team the
 * results place. How many there are is the server's to say (the results and any certificate an
 * admin revoked count), read again whenever the delegation changes; nothing shows until there is
 * one. One PDF of all of them, or a ZIP of one PDF per person.
 */
export function CertificatesSection({ delegation }: { delegation: Delegation }) {
  const paid = delegation.orders.some((order) => order.status === "paid");
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!paid) return;
    let current = true;
    api.certificate.own
      .query()
      .then((answer) => current && setCount(answer.count))
      // No link is offered rather than a broken one: the count is only what the links need.
      .catch(() => current && setCount(0));
    return () => {
      current = false;
    };
  }, [paid, delegation]);
  const shown = paid ? count : 0;
  if (shown === 0) return null;
  return (
    <Section title={<Trans>Certificates</Trans>} id="certificates">
      <p className={own.lead}>
        <Plural
          value={shown}
          one="One certificate is ready to download."
          other="# certificates are ready to download, for your participants and medal winners."
        />{" "}
        <Trans>
          Each one has a reference and a QR code that anyone can check on this site. Download them as one PDF,
          or as a ZIP with one PDF per person to send to each.
        </Trans>
      </p>
      <div className={own.actions} data-testid="certificates">
        <a
          href={certificatesPath({ of: "own", format: "pdf" })}
          download
          className={styles.primary}
          data-testid="certificates-pdf"
        >
          <Trans>Download certificates (PDF)</Trans>
        </a>
        <a
          href={certificatesPath({ of: "own", format: "zip" })}
          download
          className={styles.secondary}
          data-testid="certificates-zip"
        >
          <Trans>Download certificates (ZIP)</Trans>
        </a>
      </div>
    </Section>
  );
}
