import { MAX_SYNCED_SCANS } from "@wro/api/schemas/checkin";
import { eventDayOf } from "@wro/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode, useTRPCClient } from "../api/trpc";
import { entryKey, gateStore, type SavedRoster } from "./store";
import { badgeOf, rosterVerdict, type ShownVerdict } from "./verdict";

// The gate device's work (issue 37): each scan goes to the server while it answers, and is
// settled from the roster kept on the device while it does not, then queued and sent, in order,
// once the server answers again. The screen never waits long on a dead network: one call that
// fails sends the next scans straight to the roster until a retry gets through.

/** How long a scan waits for the server before the roster answers it instead. */
const SCAN_TIMEOUT_MS = 2500;
/** How often, while the server is unreachable or scans wait, the device tries again; and refreshes the roster when fine. */
const RETRY_MS = 10_000;
const ROSTER_REFRESH_MS = 5 * 60_000;

/** What a failed call means for the gate: work offline, sign in again, or the server refused the scan itself. */
function failureOf(error: unknown): "unreachable" | "signedOut" | "refused" {
  const code = errorCode(error);
  if (code === "UNAUTHORIZED" || code === "FORBIDDEN") return "signedOut";
  if (code === null || code === "INTERNAL_SERVER_ERROR" || code === "TIMEOUT") return "unreachable";
  return "refused";
}

export interface GateState {
  /** The server answered the last call (and the browser thinks it is online). */
  online: boolean;
  /** Scans made offline, not yet recorded by the server. */
  queued: number;
  roster: SavedRoster | undefined;
  /** Queued scans the server settled otherwise than the device did (two gates, one badge). */
  conflicts: ShownVerdict[];
  /** The session ended: scans are kept until someone signs in again. */
  signedOut: boolean;
}

export function useGate(gate: string) {
  const client = useTRPCClient();
  const [state, setState] = useState<GateState>({
    online: navigator.onLine,
    queued: 0,
    roster: undefined,
    conflicts: [],
    signedOut: false,
  });
  const update = (change: Partial<GateState>) => setState((previous) => ({ ...previous, ...change }));
  const reachable = useRef(navigator.onLine);
  const syncing = useRef<Promise<void> | null>(null);
  const roster = useRef<SavedRoster | undefined>(undefined);

  const setReachable = useCallback((value: boolean) => {
    reachable.current = value && navigator.onLine;
    update({ online: reachable.current });
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      if (failure === "signedOut") update({ signedOut: true });
      if (failure !== "refused") setReachable(false);
      return failure;
    },
    [setReachable],
  );

  const refreshRoster = useCallback(async () => {
    try {
      roster.current = await gateStore.saveRoster(await client.checkin.roster.query());
      update({ roster: roster.current, signedOut: false });
      setReachable(true);
    } catch (error) {
      failed(error);
    }
  }, [client, failed, setReachable]);

  /** Sends the queued scans in order, in batches; one run at a time. */
  const sync = useCallback((): Promise<void> => {
    syncing.current ??= (async () => {
      try {
        for (;;) {
          const batch = await gateStore.queued(MAX_SYNCED_SCANS);
          if (batch.length === 0) break;
          const { answers } = await client.checkin.sync.mutate({ scans: batch.map(({ scan }) => scan) });
          await gateStore.dequeue(batch.map(({ key }) => key));
          const conflicts = answers.filter((answer) => answer.conflict);
          setState((previous) => ({
            ...previous,
            conflicts: [
              ...conflicts.map(({ conflict: _conflict, ...answer }) => ({ ...answer, offline: false })),
              ...previous.conflicts,
            ],
          }));
          setReachable(true);
        }
      } catch (error) {
        failed(error);
      } finally {
        update({ queued: await gateStore.queueSize() });
        syncing.current = null;
      }
    })();
    return syncing.current;
  }, [client, failed, setReachable]);

  // The saved roster and queue first (a reload while offline keeps working), then the server's.
  useEffect(() => {
    void (async () => {
      roster.current ??= await gateStore.roster();
      update({ roster: roster.current, queued: await gateStore.queueSize() });
      if (navigator.onLine) {
        await sync();
        await refreshRoster();
      }
    })();
  }, [sync, refreshRoster]);

  // Back online: send the queue, then take a fresh roster. Offline: stop waiting on calls.
  useEffect(() => {
    const onOnline = () => {
      setReachable(true);
      void sync().then(refreshRoster);
    };
    const onOffline = () => setReachable(false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return;
      if (!reachable.current || state.queued > 0) void sync().then(refreshRoster);
      else if (!roster.current || Date.now() - roster.current.savedAt.getTime() > ROSTER_REFRESH_MS)
        void refreshRoster();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      window.clearInterval(timer);
    };
  }, [sync, refreshRoster, setReachable, state.queued]);

  /** Checks a scanned or typed code: the server's verdict, or the roster's while it cannot answer. */
  const check = useCallback(
    async (code: string): Promise<ShownVerdict> => {
      const scan = { scanId: crypto.randomUUID(), code: code.trim(), gate, scannedAt: new Date() };
      const today = eventDayOf(scan.scannedAt);
      const badge = roster.current ? await badgeOf(roster.current, scan.code) : undefined;
      /** Remembers a first entry, so that the badge is amber here offline later. */
      const remember = async (at: Date, atGate: string) => {
        if (badge) await gateStore.addEntry({ key: entryKey(today, badge.tokenKey), at, gate: atGate });
      };

      if (reachable.current) {
        // Scans queued earlier go first: the server settles a person's first entry by arrival.
        if ((await gateStore.queueSize()) > 0) await sync();
        if (reachable.current) {
          try {
            const answer = await client.checkin.scan.mutate(scan, {
              signal: AbortSignal.timeout(SCAN_TIMEOUT_MS),
            });
            if (answer.verdict === "green") await remember(scan.scannedAt, gate);
            if (answer.verdict === "amber" && answer.firstAt)
              await remember(answer.firstAt, answer.firstGate ?? "");
            return { ...answer, offline: false };
          } catch (error) {
            // Not a badge at all (too long, odd characters): nothing to record.
            if (failed(error) === "refused")
              return {
                scanId: scan.scanId,
                verdict: "red",
                reason: "unknownBadge",
                person: null,
                offline: false,
              };
          }
        }
      }

      const local = badge ? await gateStore.entry(entryKey(today, badge.tokenKey)) : undefined;
      const shown = rosterVerdict(scan.scanId, badge, roster.current?.day ?? "", today, local);
      if (shown.verdict === "green") await remember(scan.scannedAt, gate);
      await gateStore.enqueue({ ...scan, shown: shown.verdict });
      update({ queued: await gateStore.queueSize() });
      return shown;
    },
    [client, gate, sync, failed],
  );

  const dismissConflicts = useCallback(() => update({ conflicts: [] }), []);

  return { ...state, check, dismissConflicts };
}
