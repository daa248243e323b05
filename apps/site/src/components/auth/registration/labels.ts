import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AgeGroup, DelegateRole, Order, WroCategory } from "./types.ts";

// The registration page's words for the API's keys. Each list is typed against the API's own
// list (`@wro/api/schemas/delegation`), so a key added there fails the typecheck until it has
// its words here; the order here is the order the selects offer.

export const wroCategoryLabels = {
  robomission: msg`RoboMission`,
  robosports: msg`RoboSports`,
  "future-innovators": msg`Future Innovators`,
  "future-engineers": msg`Future Engineers`,
} as const satisfies Record<WroCategory, MessageDescriptor>;

export const ageGroupLabels = {
  elementary: msg`Elementary`,
  junior: msg`Junior`,
  senior: msg`Senior`,
} as const satisfies Record<AgeGroup, MessageDescriptor>;

export const roleLabels = {
  student: msg`Student`,
  coach: msg`Coach`,
  head_of_delegation: msg`Head of delegation`,
  supporter: msg`Supporter`,
  judge: msg`Judge`,
  volunteer: msg`Volunteer`,
  vip: msg`VIP`,
  industry_guest: msg`Industry guest`,
} as const satisfies Record<DelegateRole, MessageDescriptor>;

export const orderStatusLabels = {
  draft: msg`Draft`,
  submitted: msg`Awaiting payment`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
} as const satisfies Record<Order["status"], MessageDescriptor>;

/** The keys of a label list, in its order, typed. */
export const keysOf = <Key extends string>(labels: Record<Key, MessageDescriptor>) =>
  Object.keys(labels) as Key[];

/** A key the API sent that this page has no words for (an old record) is shown as it is. */
export function labelOf<Key extends string>(
  labels: Record<Key, MessageDescriptor>,
  key: string,
): MessageDescriptor | null {
  return Object.hasOwn(labels, key) ? labels[key as Key] : null;
}

/**
 * The fee category a role usually pays, chosen for the organizer when they pick the role first
 * (they can change it: a student may be a supporter's child, a coach may judge).
 */
export const usualFee: Record<DelegateRole, string> = {
  student: "participant",
  coach: "coach",
  head_of_delegation: "national_organizer",
  supporter: "supporter",
  judge: "judge",
  volunteer: "volunteer",
  vip: "vip",
  industry_guest: "industry_guest",
};
