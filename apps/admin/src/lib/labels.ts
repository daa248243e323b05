import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Sponsor tiers of partners (spec §1: Premium, Gold, Silver), and none. */
export const tierLabels: Record<"PREMIUM" | "GOLD" | "SILVER" | "NONE", MessageDescriptor> = {
  PREMIUM: msg`Premium`,
  GOLD: msg`Gold`,
  SILVER: msg`Silver`,
  NONE: msg`No tier`,
};

/** The people of the users screen by type (spec §3: 0 student, 1 coach, 2 entity). */
export const personTypeLabels: Record<number, MessageDescriptor> = {
  0: msg`Student`,
  1: msg`Coach`,
  2: msg`Entity`,
  5: msg`Gate staff`,
};
