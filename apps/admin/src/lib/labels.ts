import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Sponsor tiers of partners (spec §1: Premium, Gold, Silver), and none. */
export const tierLabels: Record<"PREMIUM" | "GOLD" | "SILVER" | "NONE", MessageDescriptor> = {
  PREMIUM: msg`Premium`,
  GOLD: msg`Gold`,
  SILVER: msg`Silver`,
  NONE: msg`No tier`,
};
