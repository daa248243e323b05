import { execFileSync } from "node:child_process";

/** One wrk run: throughput, latency percentiles and the answers that were not 2xx/3xx. */
export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with a status outside 200–399 (wrk's "Non-2xx or 3xx responses"). */
  failed: number;
  socketErrors: number;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

/**
 * Runs `wrk -t2 -c<connections> -d<seconds>s --latency` as a browser would ask (gzip accepted)
 * and parses its report.
 */
export function wrk(url: string, { seconds = 10, connections = 50 } = {}): WrkResult {
  const output = execFileSync(
    "wrk",
    ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const percentile = (name: string) => {
    const match = new RegExp(`^\\s+${name}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    if (!match) throw new Error(`wrk printed no ${name}% latency:\n${output}`);
    return toMs(match[1]!, match[2]!);
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    p50Ms: +percentile("50").toFixed(2),
    p99Ms: +percentile("99").toFixed(2),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}
