"use client";

import { useState } from "react";
import { useDisclosure } from "@/components/layout/useDisclosure.ts";
import { fillSlot } from "@/i18n/slot.ts";
import type { AccountMenuWords } from "./auth-nav-words.ts";
import { setFlash } from "./flash.ts";
import styles from "./AccountControls.module.css";

/**
 * The signed-in visitor's menu: their page (the student and coach view, or the admin
 * dashboard) and sign-out, which returns to the sign-in page (spec §4).
 */
export function AccountMenu({
  name,
  home,
  signInHref,
  words,
}: {
  name: string;
  /** The visitor's own page and its label, when they have one. */
  home?: { href: string; label: string };
  signInHref: string;
  words: AccountMenuWords;
}) {
  const { open, listId, rootProps, buttonProps } = useDisclosure<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const nextAuth = await import("next-auth/react");
      await nextAuth.signOut({ redirect: false });
    } catch {
      setError(words.failed);
      setBusy(false);
      return;
    }
    setFlash("signedOut");
    window.location.assign(signInHref);
  };

  return (
    <div {...rootProps} className={styles.menu}>
      <button {...buttonProps} className={styles.menuButton} aria-label={fillSlot(words.label, "name", name)}>
        <span className={styles.menuName}>{name}</span>
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.menuList} hidden={!open}>
        {home && (
          <li>
            <a href={home.href} className={styles.menuItem}>
              {home.label}
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => void signOut()}
            aria-disabled={busy || undefined}
          >
            {words.signOut}
          </button>
        </li>
      </ul>
      <p role="alert" className={styles.menuError}>
        {error}
      </p>
    </div>
  );
}
