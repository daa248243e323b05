import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface AgendaItem {
  label: MessageDescriptor;
  /** Start and optional end, Jubail time ("09:30"); omitted while the day's times are not yet set. */
  from?: string;
  to?: string;
}

export interface EventDay {
  /** The day in Jubail, e.g. "2025-10-24". */
  isoDay: string;
  /** Venue hours when they are known. */
  hours?: { open: string; close: string };
  items: AgendaItem[];
}

/** A moment in Jubail (Arabia Standard Time, UTC+3, no daylight saving): "2025-10-24", "09:00". */
export function jubailTime(day: string, time = "12:00"): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

/**
 * The national final's agenda, shown on the schedule page and offered as a calendar file.
 * Day 1 is the spec's agenda (24 October, 09:00–18:00) with provisional times; days 2 and 3
 * list only what is already decided (meals, Friendship Night); their times come later.
 */
export const agenda: EventDay[] = [
  {
    isoDay: "2025-10-24",
    hours: { open: "09:00", close: "18:00" },
    items: [
      { label: msg`Venue Open`, from: "09:00" },
      { label: msg`Free Practice Time / Setup in All Categories`, from: "09:30", to: "13:00" },
      { label: msg`Lunch Time`, from: "13:00", to: "14:00" },
      { label: msg`Opening Ceremony`, from: "14:30", to: "16:00" },
      { label: msg`Dinner`, from: "16:30", to: "17:30" },
      { label: msg`Venue Closed`, from: "18:00" },
    ],
  },
  {
    isoDay: "2025-10-25",
    items: [
      { label: msg`Competition in all categories` },
      { label: msg`Lunch Time` },
      { label: msg`Dinner` },
      { label: msg`Friendship Night` },
    ],
  },
  {
    isoDay: "2025-10-26",
    items: [{ label: msg`Competition in all categories` }, { label: msg`Lunch Time` }],
  },
];
