import { z } from "zod";
import { requiredText } from "../../forms/common.ts";

// Check-in at the gate (issue 37): a scan, a batch of scans queued offline, and the verdict.
// Browser-safe: the scanner screen validates and keys its offline roster with these.

export const checkInVerdicts = ["green", "amber", "red"] as const;
export type CheckInVerdict = (typeof checkInVerdicts)[number];

/** Why a scan got its verdict: a message code of `checkInMessages`. */
export const checkInReasons = [
  "firstEntry",
  "alreadyCheckedIn",
  "notPaid",
  "delegationCancelled",
  "badgeRevoked",
  "unknownBadge",
  "otherSeasonBadge",
] as const;
export type CheckInReason = (typeof checkInReasons)[number];

/** How many scans one `checkin.sync` takes: a gate's queue after a long outage is sent in batches. */
export const MAX_SYNCED_SCANS = 500;

/** One scan as the gate device made it. */
export const scanSchema = z.object({
  /** What the camera read (a badge token, `<id>.<signature>`) or what was typed (a manual code). */
  code: requiredText(200),
  /** The gate's name, as its staff set it on the device ("North gate"). */
  gate: requiredText(60),
  /** Made by the device when it read the badge (a UUID): the same scan sent again is recorded once. */
  scanId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  /** The device's clock at the scan: it sets the day (in Riyadh) of a scan queued offline. */
  scannedAt: z.coerce.date(),
});
export type Scan = z.infer<typeof scanSchema>;

/** Scans queued while offline, in the order they were made, each with the verdict the device showed from its roster. */
export const syncSchema = z.object({
  scans: z
    .array(scanSchema.extend({ shown: z.enum(checkInVerdicts).optional() }))
    .min(1)
    .max(MAX_SYNCED_SCANS),
});
export type SyncInput = z.infer<typeof syncSchema>;

/** Who a badge names, as the gate shows it. */
export interface CheckInPerson {
  nameLatin: string;
  nameArabic: string;
  delegation: string;
  /** ISO 3166-1 alpha-2 code of the delegation's country. */
  country: string;
  /** The role's key and its words in both languages, as on the badge. */
  role: { key: string; en: string; ar: string };
}

/** The server's answer to a scan. */
export interface CheckInAnswer {
  scanId: string;
  verdict: CheckInVerdict;
  reason: CheckInReason;
  /** The person the code names (also on a red verdict, when the code is a real badge); null for an unknown code. */
  person: CheckInPerson | null;
  /** Amber: when (the device's time) and at which gate the person first entered that day. */
  firstAt?: Date;
  firstGate?: string;
}

/**
 * How the offline roster keys a badge, so that the device never holds a token or a manual code
 * itself: base64url of SHA-256 of the token as the QR holds it, or of `code:` and the manual
 * code as stored (capitals, no dash). The same function runs on the server and in the browser.
 */
export async function rosterKey(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text a manual code's roster key is made of. */
export const manualCodeKeyText = (storedCode: string) => `code:${storedCode}`;
