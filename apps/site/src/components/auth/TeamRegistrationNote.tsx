"use client";

import type { Locale } from "@wro/i18n";
import { useEffect, useState } from "react";
import { localePath } from "@/i18n/paths.ts";
import { signInPath } from "./paths.ts";
import type { TeamRegistrationNoteWords } from "./team-registration-note-words.ts";
import styles from "./TeamRegistrationNote.module.css";

/**
 * Why a visitor landed on the home page (walk-through 3, M9): /team-registration/ sends signed-out
 * visitors to `/?token=…` (spec §2, kept). Home is a cached page, the same for everyone, so the
 * note is read from the address in the browser. Its words come translated from the server.
 */
export function TeamRegistrationNote({
  locale,
  words,
}: {
  locale: Locale;
  words: TeamRegistrationNoteWords;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // The address exists only in the browser; the page's HTML stays the same for everyone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(new URLSearchParams(window.location.search).has("token"));
  }, []);

  if (!shown) return null;
  return (
    <div className={`page ${styles.wrap}`}>
      <p className={styles.note} role="status">
        <strong>{words.title}</strong> <span>{words.text}</span>{" "}
        <a className={styles.link} href={signInPath(locale, localePath(locale, "/team-registration/"))}>
          {words.signIn}
        </a>
      </p>
    </div>
  );
}
