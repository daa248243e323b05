import type { RouterOutputs } from "../api/trpc";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { CheckInVerdict } from "@wro/api/schemas/checkin";

// What the gate device keeps in IndexedDB (issue 37), so that it goes on checking people in
// when the venue's network drops, and survives a reload meanwhile:
// - the roster of valid badges (hashes of their tokens and codes, never the codes themselves),
//   as the server last sent it;
// - the scans made while offline, in order, until the server has recorded them (these hold what
//   the camera read, for as long as the network is down);
// - who this device let in today, so that a second scan of the same badge offline is amber.

export type Roster = RouterOutputs["checkin"]["roster"];
export type RosterBadge = Roster["badges"][number];

/** A roster as kept: the server's, and when this device saved it. */
export interface SavedRoster extends Roster {
  savedAt: Date;
}

/** A scan waiting for the server, as `checkin.sync` takes it. */
export interface QueuedScan {
  scanId: string;
  code: string;
  gate: string;
  scannedAt: Date;
  /** The verdict the device showed from its roster. */
  shown: CheckInVerdict;
}

/** A person this device let in (or saw let in) on a day. */
export interface LocalEntry {
  /** `${day}:${tokenKey}` */
  key: string;
  at: Date;
  gate: string;
}

interface GateSchema extends DBSchema {
  roster: { key: "current"; value: SavedRoster };
  /** Keyed by an increasing number: the order the scans were made in. */
  queue: { key: number; value: QueuedScan };
  entries: { key: string; value: LocalEntry };
}

const DATABASE = "wro-gate";

let opened: Promise<IDBPDatabase<GateSchema>> | undefined;

function database() {
  opened ??= openDB<GateSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore("roster");
      db.createObjectStore("queue", { autoIncrement: true });
      db.createObjectStore("entries", { keyPath: "key" });
    },
  });
  return opened;
}

export const entryKey = (day: string, tokenKey: string) => `${day}:${tokenKey}`;

export const gateStore = {
  async roster(): Promise<SavedRoster | undefined> {
    return (await database()).get("roster", "current");
  },

  async saveRoster(roster: Roster): Promise<SavedRoster> {
    const saved = { ...roster, savedAt: new Date() };
    await (await database()).put("roster", saved, "current");
    return saved;
  },

  async enqueue(scan: QueuedScan): Promise<void> {
    await (await database()).add("queue", scan);
  },

  /** The queued scans in the order they were made, with their keys (to delete them once sent). */
  async queued(limit: number): Promise<Array<{ key: number; scan: QueuedScan }>> {
    const db = await database();
    const result: Array<{ key: number; scan: QueuedScan }> = [];
    let cursor = await db.transaction("queue").store.openCursor();
    while (cursor && result.length < limit) {
      result.push({ key: cursor.key, scan: cursor.value });
      cursor = await cursor.continue();
    }
    return result;
  },

  async queueSize(): Promise<number> {
    return (await database()).count("queue");
  },

  async dequeue(keys: number[]): Promise<void> {
    const transaction = (await database()).transaction("queue", "readwrite");
    await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
  },

  async entry(key: string): Promise<LocalEntry | undefined> {
    return (await database()).get("entries", key);
  },

  /** Records a first entry unless one is known for the person and day. */
  async addEntry(entry: LocalEntry): Promise<void> {
    const transaction = (await database()).transaction("entries", "readwrite");
    if (!(await transaction.store.get(entry.key))) await transaction.store.put(entry);
    await transaction.done;
  },
};
