"use client";

import { useEffect, useState } from "react";
import type { FlashWords } from "./auth-nav-words.ts";
import { takeFlash, type FlashKind } from "./flash.ts";
import styles from "./FlashToast.module.css";

const VISIBLE_MS = 6000;

/**
 * Shows the success message left by the previous page (signed in, signed out, account
 * created). The live region is in the page from the start, so screen readers announce the text.
 */
export function FlashToast({ words }: { words: FlashWords }) {
  const [kind, setKind] = useState<FlashKind | null>(null);

  useEffect(() => {
    // Session storage exists only in the browser, so the message is read after hydration.
    // It is read once: a second run of this effect (React's development checks) finds nothing.
    const flash = takeFlash();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (flash) setKind(flash);
  }, []);

  useEffect(() => {
    if (!kind) return;
    const timer = setTimeout(() => setKind(null), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [kind]);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {kind && (
        <div className={styles.toast}>
          <span className={styles.toastIcon} aria-hidden="true" />
          <span>{words.messages[kind]}</span>
          <button
            type="button"
            className={styles.toastClose}
            onClick={() => setKind(null)}
            aria-label={words.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
