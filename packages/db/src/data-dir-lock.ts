// An embedded (PGlite) database folder is safe in one process at a time: PGlite takes no lock
// of its own, and a second process writing the same files corrupts them. Whoever opens the
// folder first leaves its process id in `<folder>.lock` beside it until it closes; anyone else
// (another server, `pnpm wro backup`) is refused with a message saying which process to stop.
// A file left behind by a process that is gone (killed, machine restarted) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  override readonly name = "DataDirInUseError";
  readonly pid: number;
  constructor(dir: string, pid: number, lockFile: string) {
    super(
      `The embedded database in ${dir} is open in process ${pid} (the site, or another command). ` +
        "It allows one process at a time: stop that process first (Ctrl+C where `npm start` runs), " +
        `then try again. If no such process is running, delete ${lockFile}.`,
    );
    this.pid = pid;
  }
}

interface Owner {
  pid: number;
  /** The kernel's boot id and the process's start time: a recycled process id is not the owner. */
  boot: string | null;
  start: string | null;
}

export function lockFileOf(dir: string): string {
  return `${resolve(dir)}.lock`;
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
}

/** When a process started (Linux: field 22 of /proc/<pid>/stat), or null where unknown. */
function startOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
  return stat ? (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null) : null;
}

function ownerOf(pid: number): Owner {
  return { pid, boot: readProc("/proc/sys/kernel/random/boot_id"), start: startOf(pid) };
}

function isAlive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  const boot = readProc("/proc/sys/kernel/random/boot_id");
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = startOf(owner.pid);
  if (owner.start && start) return owner.start === start;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): Owner | null {
  const text = readProc(file);
  if (text === null) return null;
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    return { pid: Number(owner.pid), boot: owner.boot ?? null, start: owner.start ?? null };
  } catch {
    return { pid: Number.NaN, boot: null, start: null };
  }
}

// Per process, how many connections hold each lock file. On globalThis: the server and the
// app's bundled chunks may each load their own copy of this module.
const registry = globalThis as typeof globalThis & { __wroDataDirLocks?: Map<string, number> };
function held(): Map<string, number> {
  if (!registry.__wroDataDirLocks) {
    const locks = new Map<string, number>();
    registry.__wroDataDirLocks = locks;
    // A process that exits without closing its database leaves no lock behind.
    process.once("exit", () => {
      for (const file of locks.keys()) removeIfOurs(file);
    });
  }
  return registry.__wroDataDirLocks;
}

function removeIfOurs(file: string) {
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

/**
 * Claims the embedded database folder `dir` for this process; answers the function that gives
 * it back. Throws DataDirInUseError while another live process holds it. Claims within one
 * process are counted, not refused.
 */
export function claimDataDir(dir: string): () => void {
  const file = lockFileOf(dir);
  const locks = held();
  const count = locks.get(file) ?? 0;
  if (count === 0) {
    mkdirSync(dirname(file), { recursive: true });
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(file, `${JSON.stringify(ownerOf(process.pid))}\n`, { flag: "wx" });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
      }
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isAlive(owner))
        throw new DataDirInUseError(dir, owner.pid, file);
      // Left by a process that is gone (or by an earlier life of this process id): take it over.
      rmSync(file, { force: true });
    }
  }
  locks.set(file, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (locks.get(file) ?? 1) - 1;
    if (left > 0) locks.set(file, left);
    else {
      locks.delete(file);
      removeIfOurs(file);
    }
  };
}
