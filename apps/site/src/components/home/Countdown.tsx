"use client";

import { intlTag, type Locale } from "@wro/i18n";
import { useEffect, useState } from "react";
import { remainingUntil } from "./countdown-math.ts";
import type { CountdownUnit, CountdownWords } from "./countdown-words.ts";
import styles from "./Countdown.module.css";

/**
 * Days, hours, minutes and seconds until the event, two digits each, ticking every second
 * and stopping at zero (spec §4). The first render uses the clock of the render so the
 * (cached) HTML and the hydrated page agree; the browser's clock takes over right after.
 * Its words come translated from the server, each unit in every plural form (countdown-words.ts).
 */
export function Countdown({
  target,
  serverNow,
  locale,
  words,
}: {
  target: string;
  serverNow: number;
  locale: Locale;
  words: CountdownWords;
}) {
  const targetTime = new Date(target).getTime();
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    // The page may have been rendered (and cached) a while ago: the browser's clock takes over
    // as soon as the page is interactive, not a second later.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    if (Date.now() >= targetTime) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= targetTime) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetTime]);

  const { days, hours, minutes, seconds } = remainingUntil(targetTime, now);
  const twoDigits = new Intl.NumberFormat(intlTag(locale), { minimumIntegerDigits: 2, useGrouping: false });
  // Each unit agrees with its number by the language's plural rules (Arabic has six forms).
  const pluralForm = new Intl.PluralRules(intlTag(locale));
  const field = (key: CountdownUnit, value: number) => ({
    key,
    value,
    label: words.units[key][pluralForm.select(value)],
  });
  const fields = [
    field("days", days),
    field("hours", hours),
    field("minutes", minutes),
    field("seconds", seconds),
  ];

  return (
    <div className={styles.countdown} role="timer" aria-label={words.timer}>
      {fields.map((field) => (
        <div key={field.key} className={styles.field} data-field={field.key}>
          {/* Screen readers would announce every tick; the label above describes the timer instead. */}
          <span className={styles.value} aria-hidden="true">
            {twoDigits.format(field.value)}
          </span>
          <span className={styles.label}>{field.label}</span>
        </div>
      ))}
    </div>
  );
}
