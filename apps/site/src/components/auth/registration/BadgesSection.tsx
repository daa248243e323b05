"use client";

import { Plural, Trans } from "@lingui/react/macro";
import { badgesPdfPath } from "@wro/api/schemas/badge";
import { Section } from "@/components/content/ContentPage.tsx";
import styles from "../auth.module.css";
import type { Delegation } from "./types.ts";
import own from "./registration.module.css";

/**
 * The delegation's badges (issue 37), once something is paid: every person on a paid order has
 * one, with their names, role, team and the QR code the gate scans. One PDF, on A6 cards or four
 * to an A4 sheet with crop marks. People on orders not yet paid get theirs when those are paid.
 */
export function BadgesSection({ delegation }: { delegation: Delegation }) {
  const paidOrders = new Set(
    delegation.orders.filter((order) => order.status === "paid").map((order) => order.id),
  );
  const count = delegation.delegates.filter(
    (person) => person.orderId && paidOrders.has(person.orderId),
  ).length;
  if (count === 0) return null;
  return (
    <Section title={<Trans>Badges</Trans>} id="badges">
      <p className={own.lead}>
        <Plural
          value={count}
          one="The badge of the one person on a paid order is ready to print."
          other="The badges of the # people on paid orders are ready to print, in one file."
        />{" "}
        <Trans>
          Each badge's QR code is checked at the entrance: print them as they are. The 4-per-A4 sheets have
          crop marks to cut along.
        </Trans>
      </p>
      <div className={own.actions} data-testid="badges">
        <a
          href={badgesPdfPath({ of: "own", layout: "a6" })}
          download
          className={styles.primary}
          data-testid="badges-a6"
        >
          <Trans>Download badges (A6)</Trans>
        </a>
        <a
          href={badgesPdfPath({ of: "own", layout: "a4x4" })}
          download
          className={styles.secondary}
          data-testid="badges-a4x4"
        >
          <Trans>Download badges (4 per A4)</Trans>
        </a>
      </div>
    </Section>
  );
}
