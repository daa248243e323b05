import { signAccessToken } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRoutes } from "./routes.ts";
import { errorAnswer } from "./answers.ts";
import { createRestTestBed, tableSnapshot, TEST_TOKEN_SECRET, type RestTestBed } from "./testing.ts";

/**
 * Throws many malformed requests at every route — random JSON, wrong types, huge and empty
 * texts, broken multipart, bad query strings, bad tokens — and checks that none is answered
 * 5xx, every refusal is in the error shape, and no row or file changes. The generated values
 * are never valid for a write (texts are empty, blank or too long; ids never exist), so any
 * change to the data is a bug.
 */

/** A small seeded generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const SEED = Number(process.env.FUZZ_SEED ?? 20251024);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 40);

/** Texts no write accepts: empty, blank, or longer than any field allows. */
const invalidTexts = ["", " ", "\t\n ", "a\u0000b", "x".repeat(20_001), "ب".repeat(200_000)];
/** Anything for query strings: ids that never exist, wrong flags, injection attempts, junk. */
const queryJunk = [
  "",
  "true",
  "false",
  "TRUE",
  "1",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "[]",
  "{}",
  "no-such-id",
  "test-partner-does-not-exist",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "\u0000",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🤖",
  "a".repeat(5_000),
  "%E0%A4%A",
  "status",
  "home_active",
];

function randomJson(rng: Random, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 4, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2]);
    case 3:
    case 4:
    case 5:
      return rng.pick(invalidTexts);
    case 6:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let index = rng.int(4); index > 0; index--)
        object[rng.pick(["a", "data", "id", "__proto__", "constructor", "x"])] = randomJson(rng, depth + 1);
      return object;
    }
  }
}

/** The field names a route knows (query and body), so the junk lands on real fields too. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Random bytes that can never pass for an image (no image starts with a zero byte). */
function junkBytes(rng: Random, size: number) {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index++) bytes[index] = rng.int(256);
  bytes[0] = 0;
  return bytes;
}

interface Attempt {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
  label: string;
}

function attemptsFor(route: (typeof legacyRoutes)[number], rng: Random, tokens: string[]): Attempt[] {
  const queryFields = fieldsOf(route.query);
  const bodyFields = fieldsOf(route.body?.schema);
  const attempts: Attempt[] = [];
  for (let index = 0; index < CASES_PER_ROUTE; index++) {
    const params = new URLSearchParams();
    for (const field of [...queryFields, "x", "page", "id"]) {
      if (rng.chance(0.5)) params.append(field, rng.pick(queryJunk));
    }
    const slash = rng.chance(0.5) ? "/" : "";
    const token = rng.pick(tokens);
    const headers: Record<string, string> = token ? { authorization: token } : {};
    let body: BodyInit | undefined;
    let label = "query";
    if (route.method !== "GET") {
      const variant = rng.int(9);
      if (variant === 0) {
        headers["content-type"] = "application/json";
        body = rng.pick(["{", "[1,2", "{'a':1}", "undefined", "\u0000", '{"a":1}}', "NaN"]);
        label = "broken JSON";
      } else if (variant === 1) {
        headers["content-type"] = "application/json";
        body = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
        label = "invalid UTF-8";
      } else if (variant === 2) {
        headers["content-type"] = "application/json";
        body = "[".repeat(50_000) + "]".repeat(50_000);
        label = "deeply nested JSON";
      } else if (variant === 3) {
        headers["content-type"] = rng.pick(["application/json", "multipart/form-data; boundary=b"]);
        body = junkBytes(rng, 9 * 1024 * 1024 + rng.int(1024) + 1);
        label = "oversize body";
      } else if (variant === 4) {
        headers["content-type"] = rng.pick([
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=zz",
          "application/x-www-form-urlencoded",
        ]);
        body = rng.pick([
          '--zz\r\nContent-Disposition: form-data; name="id"\r\n\r\nunterminated',
          "--zz\r\n\r\n--zz--",
          "%%%=%%%&&&",
          "garbage",
        ]);
        label = "broken form";
      } else if (variant === 5 || variant === 6) {
        // A multipart form: known fields get invalid texts, junk files, or files where texts belong.
        const form = new FormData();
        for (const field of [...bodyFields, "extra"]) {
          if (!rng.chance(0.7)) continue;
          if (rng.chance(0.35))
            form.append(
              field,
              new Blob([junkBytes(rng, 1 + rng.int(2048))]),
              rng.pick(["a.png", "b.gif", "", "x".repeat(300)]),
            );
          else form.append(field, rng.pick(invalidTexts));
        }
        body = form;
        label = "multipart";
      } else {
        const object: Record<string, unknown> = {};
        for (const field of [...bodyFields, "extra"]) if (rng.chance(0.7)) object[field] = randomJson(rng);
        headers["content-type"] = "application/json";
        body = JSON.stringify(rng.chance(0.85) ? object : randomJson(rng));
        label = "random JSON";
      }
    }
    attempts.push({ method: route.method, path: `${route.path}${slash}?${params}`, headers, body, label });
  }
  return attempts;
}

describe.each(testDatabaseKinds)("legacy REST fuzzing on %s", (kind) => {
  let rest: RestTestBed;
  beforeAll(async () => {
    rest = await createRestTestBed(kind);
  });
  afterAll(() => rest?.close());

  it(`answers ${CASES_PER_ROUTE} malformed requests per route without a 5xx and without changing data (seed ${SEED})`, async () => {
    const rng = random(SEED);
    const expired = await signAccessToken(
      { id: rest.users.admin.id, type: 4 },
      { secret: TEST_TOKEN_SECRET, expiresInSeconds: 60, now: new Date(Date.now() - 3_600_000) },
    );
    const forged = await signAccessToken({ id: rest.users.admin.id, type: 4 }, { secret: "x".repeat(40) });
    const tokens = [
      "",
      "Bearer",
      "Bearer ",
      "garbage",
      "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      expired,
      forged,
      `${rest.tokens.admin}x`,
      rest.tokens.student,
      rest.tokens.coach,
      rest.tokens.admin,
      `Bearer ${rest.tokens.admin}`,
    ];
    const before = await tableSnapshot(rest.database);
    const filesBefore = await rest.bed.storedFiles();
    const statuses = new Map<number, number>();
    const attempts = [
      ...legacyRoutes.flatMap((route) => attemptsFor(route, rng, tokens)),
      // Unknown paths and methods.
      ...[
        "/api",
        "/api/",
        "/api//partners",
        "/API/partners",
        "/api/admin",
        "/api/admin/seasons/extra",
        "/api/partners/%ZZ",
      ].map((path): Attempt => ({
        method: rng.pick(["GET", "POST", "PATCH"]),
        path,
        headers: {},
        label: "unknown path",
      })),
      ...legacyRoutes.map((route): Attempt => ({
        method: rng.pick(["PATCH", "HEAD", "OPTIONS"]),
        path: route.path,
        headers: {},
        label: "other method",
      })),
    ];
    for (const attempt of attempts) {
      const response = await rest.call(attempt.path, {
        method: attempt.method,
        headers: attempt.headers,
        body: attempt.body,
        token: null,
      });
      const where = `${attempt.method} ${attempt.path.slice(0, 120)} (${attempt.label}) → ${response.status}`;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, where).toBeLessThan(500);
      if (response.status >= 400 && attempt.method !== "HEAD") {
        const body = errorAnswer.safeParse(await response.json().catch(() => null));
        expect(body.success, where).toBe(true);
        expect(response.headers.get("e_message"), where).toBeTruthy();
      } else {
        await response.body?.cancel();
      }
    }
    expect(await tableSnapshot(rest.database)).toBe(before);
    expect(await rest.bed.storedFiles()).toEqual(filesBefore);
    // The run reached the checks behind sign-in, not only the 401s in front of them.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 413]));
  }, 300_000);
});
