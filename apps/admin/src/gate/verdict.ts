import {
  manualCodeKeyText,
  rosterKey,
  type CheckInPerson,
  type CheckInVerdict,
} from "@wro/api/schemas/checkin";
import { normalizeManualCode } from "@wro/api/schemas/badge";
import type { Roster, RosterBadge } from "./store";

/** Why the device answered as it did: a server message code, or `notOnRoster` (offline only). */
export type VerdictReason = string;

/** A verdict as the gate screen shows it, from the server or from the device's roster. */
export interface ShownVerdict {
  scanId: string;
  verdict: CheckInVerdict;
  reason: VerdictReason;
  person: CheckInPerson | null;
  firstAt?: Date;
  firstGate?: string;
  /** Settled by the device's roster while the server could not be reached. */
  offline: boolean;
}

/** Offline, a code the roster does not hold: unpaid, cancelled, revoked or not ours, the device cannot tell which. */
export const NOT_ON_ROSTER = "notOnRoster";

/** Riyadh keeps UTC+3 all year: the event's calendar day of an instant, `YYYY-MM-DD` (as the server's). */
export const riyadhDayOf = (at: Date) =>
  new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface RosterIndex {
  byToken: Map<string, RosterBadge>;
  byCode: Map<string, RosterBadge>;
}
const indexes = new WeakMap<Roster, RosterIndex>();

/** The roster's badges by the keys a scan is looked up by: its token's, its manual code's. */
function indexOf(roster: Roster): RosterIndex {
  let index = indexes.get(roster);
  if (!index) {
    index = {
      byToken: new Map(roster.badges.map((badge) => [badge.tokenKey, badge])),
      byCode: new Map(roster.badges.map((badge) => [badge.codeKey, badge])),
    };
    indexes.set(roster, index);
  }
  return index;
}

/** The roster's badge a scanned or typed code names, if any. */
export async function badgeOf(roster: Roster, code: string): Promise<RosterBadge | undefined> {
  const { byToken, byCode } = indexOf(roster);
  const manualCode = normalizeManualCode(code);
  if (manualCode) return byCode.get(await rosterKey(manualCodeKeyText(manualCode)));
  return byToken.get(await rosterKey(code.trim()));
}

/**
 * The verdict of a scan from the roster: red when the roster does not hold the code, amber when
 * the person is known to be in today (from the roster, or let in by this device since), green
 * otherwise. The server records the scan later and settles any conflict.
 */
export function rosterVerdict(
  scanId: string,
  badge: RosterBadge | undefined,
  rosterDay: string,
  today: string,
  localEntry: { at: Date; gate: string } | undefined,
): ShownVerdict {
  if (!badge) return { scanId, verdict: "red", reason: NOT_ON_ROSTER, person: null, offline: true };
  const serverEntry =
    rosterDay === today && badge.firstAt ? { at: badge.firstAt, gate: badge.firstGate ?? "" } : undefined;
  const entry = serverEntry ?? localEntry;
  if (entry)
    return {
      scanId,
      verdict: "amber",
      reason: "alreadyCheckedIn",
      person: badge.person,
      firstAt: entry.at,
      firstGate: entry.gate,
      offline: true,
    };
  return { scanId, verdict: "green", reason: "firstEntry", person: badge.person, offline: true };
}
