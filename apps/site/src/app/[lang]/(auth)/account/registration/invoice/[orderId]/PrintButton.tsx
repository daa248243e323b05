"use client";

import { Trans } from "@lingui/react/macro";
import styles from "./invoice.module.css";

/** Opens the browser's print dialog (the page's print styles leave the site's chrome out). */
export function PrintButton() {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      <Trans>Print or save as PDF</Trans>
    </button>
  );
}
