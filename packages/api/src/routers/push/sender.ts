import http from "node:http";
import https from "node:https";
import { setTimeout as delay } from "node:timers/promises";
import webPush from "web-push";
import { endpointAllowed, publicOnlyLookup, type EndpointPolicy } from "./endpoint.ts";
import type { VapidDetails } from "./keys.ts";

// The Web Push protocol's sending side (RFC 8030): `web-push` encrypts the message for the
// browser (RFC 8291, aes128gcm) and signs the request (VAPID, RFC 8292); the request itself is
// made here, so the connection goes only to a public address (`publicOnlyLookup`) — and to the
// tests' push peer over plain http.

/** Where a message goes: a browser's subscription (`PushSubscription.toJSON()`). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How a message fared: taken by the push service, the subscription gone (404/410), or not sent. */
export type PushOutcome = "delivered" | "gone" | "failed";

/** How one message travels (RFC 8030 §5). */
export interface PushDelivery {
  /** How long the push service keeps it for a browser that is offline, in seconds. */
  ttlSeconds: number;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** A newer message with the same topic replaces one not yet delivered (≤ 32 base64url characters). */
  topic?: string;
}

export interface PushSenderOptions {
  vapid: VapidDetails;
  policy: EndpointPolicy;
  /** Attempts per message, the first included: 429, 5xx and network failures are tried again. */
  attempts?: number;
  /** The first wait before trying again; it doubles each time (with jitter), unless the service says (Retry-After). */
  baseDelayMs?: number;
  /** The longest wait; a service asking for longer (Retry-After) gets no more attempts. */
  maxDelayMs?: number;
  /** How long one request may take. */
  timeoutMs?: number;
}

/** An answer of the push service, or the failure to get one. */
type Answer = { status: number; retryAfter: string | undefined } | { error: Error };

// Connections to the push services (a burst goes to a handful of hosts) are kept open between messages.
const agents = {
  "https:": new https.Agent({ keepAlive: true }),
  "http:": new http.Agent({ keepAlive: true }),
};

function post(endpoint: string, details: webPush.RequestDetails, policy: EndpointPolicy, timeoutMs: number) {
  return new Promise<Answer>((resolve) => {
    const url = new URL(endpoint);
    const loopback = policy.allowLoopback && url.protocol === "http:";
    const transport = url.protocol === "https:" ? https : http;
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: details.headers,
        agent: agents[url.protocol as keyof typeof agents],
        // The tests' peer is on this machine: only it is reached without the address check.
        ...(loopback ? {} : { lookup: publicOnlyLookup }),
        timeout: timeoutMs,
      },
      (response) => {
        // The body says nothing we act on; it is read only to free the connection.
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] }),
        );
        response.on("error", (error) => resolve({ error }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", (error) => resolve({ error }));
    request.end(details.body ?? undefined);
  });
}

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Where a message went, for the log: the push service's origin (the endpoint itself is a secret). */
const serviceOf = (endpoint: string) =>
  URL.canParse(endpoint) ? new URL(endpoint).origin : "an invalid endpoint";

const retryable = (answer: Answer) => "error" in answer || answer.status === 429 || answer.status >= 500;

/**
 * Sends one message to one subscription, trying again after 429, 5xx or a network failure:
 * after the wait the service asks for (Retry-After), or after an exponential backoff. Never
 * throws: the outcome says how it went (failures are logged).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  delivery: PushDelivery,
  {
    vapid,
    policy,
    attempts = 4,
    baseDelayMs = 1000,
    maxDelayMs = 60_000,
    timeoutMs = 10_000,
  }: PushSenderOptions,
): Promise<PushOutcome> {
  if (!endpointAllowed(target.endpoint, policy)) {
    console.warn(`Push: not sending to a refused endpoint (${serviceOf(target.endpoint)}).`);
    return "failed";
  }
  for (let attempt = 1; ; attempt++) {
    let answer: Answer;
    try {
      // Made again for each attempt: a new salt and key for the message, a fresh VAPID token.
      const details = webPush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        contentEncoding: "aes128gcm",
        TTL: delivery.ttlSeconds,
        ...(delivery.urgency ? { urgency: delivery.urgency } : {}),
        ...(delivery.topic ? { topic: delivery.topic } : {}),
      });
      answer = await post(target.endpoint, details, policy, timeoutMs);
    } catch (error) {
      // A subscription whose keys cannot be used: no attempt would do better.
      console.error(`Push: could not encrypt for ${serviceOf(target.endpoint)}:`, error);
      return "failed";
    }
    if (!("error" in answer) && answer.status >= 200 && answer.status < 300) return "delivered";
    if (!("error" in answer) && (answer.status === 404 || answer.status === 410)) return "gone";
    const asked = "error" in answer ? undefined : retryAfterMs(answer.retryAfter);
    const backoff = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
    const wait = asked ?? Math.min(backoff, maxDelayMs);
    if (!retryable(answer) || attempt >= attempts || wait > maxDelayMs) {
      const why = "error" in answer ? answer.error.message : `HTTP ${answer.status}`;
      console.warn(`Push to ${serviceOf(target.endpoint)} failed after ${attempt} attempt(s): ${why}`);
      return "failed";
    }
    await delay(wait);
  }
}

/**
 * Runs `work` on every item, at most `concurrency` at once, taking items as places free up (a
 * slow one holds one place, not the burst). Items are pulled lazily, so a large list is read a
 * page at a time.
 */
export async function forEachBounded<Item>(
  items: AsyncIterable<Item> | Iterable<Item>,
  concurrency: number,
  work: (item: Item) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    while (running.size >= concurrency) await Promise.race(running);
    const task: Promise<void> = work(item).finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
}
