import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A double of a browser's push service (what FCM or Mozilla's autopush are to a real browser):
// an HTTP server that takes push messages as RFC 8030 says, checks their VAPID signature
// (RFC 8292) and decrypts them with the subscriber's keys (RFC 8291 over RFC 8188's aes128gcm).
// The decryption is written here from the RFCs, on Node's crypto, not taken from `web-push`:
// a mistake in how the server encrypts shows up as a message this double cannot read.

/** A browser's subscription, as its push service gives it: the endpoint and the keys it shares. */
export interface PushSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the double accepted, decrypted. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message, as text. */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID claims and key the request was signed with. */
  vapid: { publicKey: string; audience: string; subject: string; expires: number };
}

/** Every request the double answered, accepted or not, in order of arrival. */
export interface PushAttempt {
  endpoint: string;
  status: number;
  /** Why a request was refused; a scripted answer says "scripted". */
  reason?: string;
  /** When it arrived (performance.now()). */
  at: number;
}

/** An answer to give instead of 201: a status, with a Retry-After if wanted. */
export type ScriptedAnswer = number | { status: number; retryAfter?: string };

interface Subscriber {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  /** The VAPID key the browser subscribed with: a message signed with another is refused (403). */
  applicationServerKey?: string;
  answers: ScriptedAnswer[];
  /** Unsubscribed or expired: every message is answered 410 Gone. */
  gone?: boolean;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
  }
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** The VAPID `Authorization` header checked as RFC 8292 says: its JWT signed by its key, for this origin, not expired. */
function checkVapid(header: string | undefined, origin: string, subscriber: Subscriber) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Refusal(401, `no VAPID authorization: ${header ?? "none"}`);
  const [, token, key] = match as unknown as [string, string, string];
  const publicKey = Buffer.from(key, "base64url");
  if (publicKey.length !== 65 || publicKey[0] !== 4)
    throw new Refusal(401, "the VAPID key is no P-256 point");
  const [encodedHeader, encodedClaims, signature, ...rest] = token.split(".");
  if (!encodedHeader || !encodedClaims || !signature || rest.length)
    throw new Refusal(401, "the JWT is malformed");
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, "base64url").toString()) as { alg?: string };
  if (jwtHeader.alg !== "ES256") throw new Refusal(401, `the JWT is signed with ${jwtHeader.alg}, not ES256`);
  const verifier = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: base64url(publicKey.subarray(1, 33)),
      y: base64url(publicKey.subarray(33)),
    },
    format: "jwk",
  });
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (
    !verify(
      "sha256",
      signed,
      { key: verifier, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    )
  )
    throw new Refusal(401, "the JWT's signature does not match its key");
  const claims = JSON.parse(Buffer.from(encodedClaims, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refusal(401, `the JWT's audience is ${claims.aud}, not ${origin}`);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600)
    throw new Refusal(401, `the JWT expires at ${claims.exp}, not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? ""))
    throw new Refusal(401, `the JWT's subject is ${claims.sub}`);
  if (subscriber.applicationServerKey && subscriber.applicationServerKey !== key)
    throw new Refusal(403, "signed with another key than the subscription's");
  return { publicKey: key, audience: claims.aud, subject: claims.sub!, expires: claims.exp };
}

/** The body decrypted as RFC 8291 (Web Push) and RFC 8188 (aes128gcm) say. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  if (body.length > 4096) throw new Refusal(413, `the message is ${body.length} bytes, more than 4096`);
  if (body.length < 21) throw new Refusal(400, "the message has no aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  if (keyIdLength !== 65)
    throw new Refusal(400, `the key id is ${keyIdLength} bytes, not a 65-byte P-256 key`);
  if (recordSize < 18) throw new Refusal(400, `the record size ${recordSize} is too small`);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);

  let secret: Buffer;
  try {
    secret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, "the sender's key is no P-256 point");
  }
  // RFC 8291 §3.3-3.4: the input keying material mixes the authentication secret and both public keys.
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscriber.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, subscriber.auth, keyInfo, 32));
  // RFC 8188 §2.2-2.3: the content encryption key and the nonce.
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const records: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < ciphertext.length; offset += recordSize, sequence++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= ciphertext.length;
    const iv = Buffer.from(nonce);
    // The record's sequence number, XORed into the nonce's low bits (RFC 8188 §2.3).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, `record ${sequence} does not decrypt with the subscription's keys`);
    }
    // Data, then the delimiter (2 for the last record, 1 before), then zero padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== (last ? 2 : 1))
      throw new Refusal(400, `record ${sequence} has a wrong padding delimiter`);
    records.push(plain.subarray(0, end));
  }
  if (records.length === 0) throw new Refusal(400, "the message has no record");
  return Buffer.concat(records).toString("utf8");
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type PushServiceDouble = Awaited<ReturnType<typeof startPushService>>;

/** Starts the double on 127.0.0.1, on a free port unless `port` is given. */
export async function startPushService({ port = 0 }: { port?: number } = {}) {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((check) => check());
  let holding = false;
  let released: Array<() => void> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let origin = "";

  const server = createServer((request, response) => {
    const at = performance.now();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const endpoint = `${origin}${request.url ?? ""}`;
    const answer = async (): Promise<{
      status: number;
      headers?: Record<string, string>;
      reason?: string;
    }> => {
      const body = await readBody(request);
      if (holding)
        await new Promise<void>((resolve) => {
          released.push(resolve);
          changed();
        });
      const subscriber = subscribers.get(endpoint);
      if (request.method !== "POST") return { status: 405, reason: `method ${request.method}` };
      if (!subscriber) return { status: 404, reason: "no such subscription" };
      if (subscriber.gone) return { status: 410, reason: "the subscription expired" };
      const scripted = subscriber.answers.shift();
      if (scripted !== undefined) {
        const { status, retryAfter } = typeof scripted === "number" ? { status: scripted } : scripted;
        return { status, reason: "scripted", headers: retryAfter ? { "retry-after": retryAfter } : {} };
      }
      try {
        const ttl = request.headers.ttl;
        if (ttl === undefined || !/^\d+$/.test(ttl as string)) throw new Refusal(400, "no TTL header");
        if (request.headers["content-encoding"] !== "aes128gcm")
          throw new Refusal(415, `content encoding ${request.headers["content-encoding"]}, not aes128gcm`);
        const vapid = checkVapid(request.headers.authorization, origin, subscriber);
        const payload = decrypt(body, subscriber);
        const header = (name: string) => request.headers[name] as string | undefined;
        received.push({
          endpoint,
          payload,
          ttl: Number(ttl),
          urgency: header("urgency"),
          topic: header("topic"),
          vapid,
        });
        return { status: 201, headers: { location: `${origin}/message/${randomUUID()}` } };
      } catch (error) {
        if (error instanceof Refusal) return { status: error.status, reason: error.message };
        throw error;
      }
    };
    void answer()
      .catch((error: unknown) => ({ status: 500, reason: String(error), headers: {} }))
      .then(({ status, headers, reason }) => {
        inFlight--;
        attempts.push({ endpoint, status, at, ...(reason ? { reason } : {}) });
        response.writeHead(status, headers).end();
        changed();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    attempts,

    /**
     * A new subscription, as a browser gets one from its push service: the double keeps the
     * private key to decrypt, the caller hands the endpoint and public keys to the site. With
     * `applicationServerKey`, messages signed with another VAPID key are refused, as real
     * services do.
     */
    subscribe({ applicationServerKey }: { applicationServerKey?: string } = {}): PushSubscriber {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const subscriber: Subscriber = {
        ecdh,
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        answers: [],
        ...(applicationServerKey ? { applicationServerKey } : {}),
      };
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscribers.set(endpoint, subscriber);
      return {
        endpoint,
        keys: { p256dh: base64url(subscriber.publicKey), auth: base64url(subscriber.auth) },
      };
    },

    /** The answers the next messages to `endpoint` get, in order (then 201 again, for readable ones). */
    script(endpoint: string, ...answers: ScriptedAnswer[]) {
      const subscriber = subscribers.get(endpoint);
      if (!subscriber) throw new Error(`No subscription at ${endpoint}`);
      subscriber.answers.push(...answers);
    },

    /** The subscription is gone: every later message is answered 410, as a real service does. */
    expire(endpoint: string) {
      const subscriber = subscribers.get(endpoint);
      if (!subscriber) throw new Error(`No subscription at ${endpoint}`);
      subscriber.gone = true;
    },

    /** The messages `endpoint` received, decrypted, parsed as JSON. */
    messagesTo<Payload = unknown>(endpoint: string): Payload[] {
      return received
        .filter((push) => push.endpoint === endpoint)
        .map((push) => JSON.parse(push.payload) as Payload);
    },

    /** Resolves with `check()`'s value once it has one, looking again after each request. */
    until<Value>(check: () => Value | undefined | null | false): Promise<Value> {
      return new Promise((resolve) => {
        const look = () => {
          const value = check();
          if (value) {
            waiters.delete(look);
            resolve(value);
          }
        };
        waiters.add(look);
        look();
      });
    },

    /** From now on, requests wait unanswered until `release()`. */
    hold() {
      holding = true;
    },
    /** How many requests are waiting (`hold`). */
    get held() {
      return released.length;
    },
    /** Answers the waiting requests; with `stopHolding`, later ones are answered at once again. */
    release({ stopHolding = false }: { stopHolding?: boolean } = {}) {
      if (stopHolding) holding = false;
      const waiting = released;
      released = [];
      waiting.forEach((resolve) => resolve());
    },
    /** The most requests that were open at once. */
    get maxInFlight() {
      return maxInFlight;
    },

    close: () =>
      new Promise<void>((resolve) => {
        holding = false;
        released.forEach((resolve) => resolve());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
