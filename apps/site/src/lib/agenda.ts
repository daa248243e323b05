import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Times in Jubail (Arabia Standard Time, UTC+3, no daylight saving). */
const JUBAIL_OFFSET = "+03:00";
const at = (day: string, time: string) => new Date(`${day}T${time}:00${JUBAIL_OFFSET}`);

export interface AgendaItem {
  title: MessageDescriptor;
  start: Date;
  end: Date;
}

/** The first competition day, 24 October 2025, 09:00–18:00 (spec §2, §9). The times are provisional. */
export const firstDayAgenda: AgendaItem[] = [
  { title: msg`Venue Open`, start: at("2025-10-24", "09:00"), end: at("2025-10-24", "09:30") },
  {
    title: msg`Free Practice Time / Setup in All Categories`,
    start: at("2025-10-24", "09:30"),
    end: at("2025-10-24", "12:30"),
  },
  { title: msg`Lunch Time`, start: at("2025-10-24", "12:30"), end: at("2025-10-24", "13:30") },
  { title: msg`Opening Ceremony`, start: at("2025-10-24", "14:00"), end: at("2025-10-24", "15:30") },
  { title: msg`Dinner`, start: at("2025-10-24", "17:00"), end: at("2025-10-24", "17:45") },
  { title: msg`Venue Closed`, start: at("2025-10-24", "18:00"), end: at("2025-10-24", "18:00") },
];
