"use client";

import { useEffect, useState, type ReactNode } from "react";
import { nextChange, riyadhDay, stageAt, type EventPeriod } from "@/lib/event-stage.ts";

/** How often the browser looks at its clock: the countdown's tick, so the switch follows it. */
const CHECK_EVERY_MS = 1000;

/** What to show at a moment: the stage, and during the final, which day's panel. */
const viewAt = (period: EventPeriod, moment: number) => {
  const stage = stageAt(period, moment);
  const day = stage === "during" ? riyadhDay(moment) : null;
  return { stage, day, key: `${stage}:${day}` };
};

/**
 * Shows the part of the home page that fits the moment: before, during (that day's panel) or
 * after the final. The cached HTML carries the stage of its render; once loaded, the browser's
 * clock decides, so a page cached before a change corrects itself, and the panel switches by
 * itself when the countdown ends, at midnight and when the last session is over. The clock is
 * read every second rather than by one long timer, which a sleeping laptop or a changed clock
 * would leave behind.
 */
export function EventStageSwitch({
  period,
  rendered,
  before,
  during,
  after,
}: {
  period: EventPeriod;
  /** The moment the server rendered the page (ms). */
  rendered: number;
  before: ReactNode;
  /** One panel per day of the final ("2025-10-24"). */
  during: Record<string, ReactNode>;
  after: ReactNode;
}) {
  const [view, setView] = useState(() => viewAt(period, rendered));

  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const next = viewAt(period, now);
      // Same stage and day: React keeps the panel as it is.
      setView((shown) => (shown.key === next.key ? shown : next));
      if (nextChange(period, now) === null) clearInterval(timer);
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    check();
    return () => clearInterval(timer);
  }, [period]);

  const { stage, day } = view;
  const panel =
    stage === "before" ? before : stage === "after" ? after : (during[day!] ?? during[period.days[0]!]);
  return (
    <div data-stage={stage} data-testid="event-stage">
      {panel}
    </div>
  );
}
