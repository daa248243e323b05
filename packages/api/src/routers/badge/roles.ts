import type { delegateRoles } from "../delegation/schemas.ts";

type DelegateRole = (typeof delegateRoles)[number];

/**
 * What a badge's band says of each role, in both languages at once (a badge is bilingual,
 * whatever the language of whoever prints it). A student is a "participant" on the badge, the
 * word the competition rules use.
 */
export const badgeRoleNames: Record<DelegateRole, { en: string; ar: string }> = {
  student: { en: "Participant", ar: "مشارك" },
  coach: { en: "Coach", ar: "مدرب" },
  head_of_delegation: { en: "Head of delegation", ar: "رئيس الوفد" },
  supporter: { en: "Supporter", ar: "داعم" },
  judge: { en: "Judge", ar: "حكم" },
  volunteer: { en: "Volunteer", ar: "متطوع" },
  vip: { en: "VIP", ar: "كبار الشخصيات" },
  industry_guest: { en: "Industry guest", ar: "ضيف من قطاع الصناعة" },
};

/** A role the badge has words for, or its key in both places (an old record's role). */
export function badgeRole(key: string): { key: string; en: string; ar: string } {
  const names = Object.hasOwn(badgeRoleNames, key) ? badgeRoleNames[key as DelegateRole] : undefined;
  return { key, en: names?.en ?? key, ar: names?.ar ?? key };
}
