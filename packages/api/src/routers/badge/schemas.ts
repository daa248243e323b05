import { z } from "zod";
import { idSchema } from "../../forms/common.ts";

// Badges (issue 37): which PDF of badges a caller asks for, and an admin's revoke or re-issue.
// Browser-safe: the site and the back office build their download links with `badgesPdfPath`.

export const badgeLayouts = ["a6", "a4x4"] as const;
export type BadgeLayout = (typeof badgeLayouts)[number];

const layout = z.enum(badgeLayouts).default("a6");

/**
 * Whose badges one PDF holds: the national organizer's own delegation (`own`), the signed-in
 * coach's or student's own badge (`me`), one delegation's or every delegation's (`delegation`
 * with its id, `all`: admins only). Only people on a paid order ever get one.
 */
export const badgesPdfSchema = z.discriminatedUnion("of", [
  z.object({ of: z.literal("own"), layout }),
  z.object({ of: z.literal("me"), layout }),
  z.object({ of: z.literal("delegation"), id: idSchema, layout }),
  z.object({ of: z.literal("all"), layout }),
]);
export type BadgesPdfRequest = z.input<typeof badgesPdfSchema>;
export type BadgesPdf = z.output<typeof badgesPdfSchema>;

/** Where the site serves badges as a PDF (apps/site/src/app/api/documents/badges/route.ts). */
export const BADGES_PDF_PATH = "/api/documents/badges";

/** The address of a badges PDF: what the download links of the site and the back office point at. */
export function badgesPdfPath(request: BadgesPdfRequest): string {
  const query = new URLSearchParams({ of: request.of });
  if (request.of === "delegation") query.set("id", request.id);
  query.set("layout", request.layout ?? "a6");
  return `${BADGES_PDF_PATH}?${query.toString()}`;
}

/** A person whose badge an admin revokes or re-issues. */
export const badgeDelegateSchema = z.object({ delegateId: idSchema });

/**
 * The characters of a manual code: digits and capitals without the ones read for one another
 * (0 and O, 1, I and L), 31 in all. Eight of them: 31⁸ ≈ 8.5 × 10¹¹ codes, so a guessed code
 * is almost never a live one, and a gate volunteer types it in a few seconds.
 */
export const MANUAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const MANUAL_CODE_LENGTH = 8;

/** As printed under the QR code: two groups of four ("K7QM-3XPA"), easier to read out and type. */
export const printedManualCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A code as typed at the gate, in its stored form (capitals, no spaces or dashes), or null when it cannot be one. */
export function normalizeManualCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== MANUAL_CODE_LENGTH) return null;
  return [...code].every((character) => MANUAL_CODE_ALPHABET.includes(character)) ? code : null;
}
