import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  redisServerInstalled,
  startRedisServer,
} from "../../../../packages/auth/src/testing/redis-server.ts";
import { e2eAdmin } from "../../support/admin-account.ts";
import { startShippedProxy, type Nginx } from "../../support/nginx.ts";
import { port } from "../../playwright.config.ts";
import { addPartners, uploadedImageSources } from "../../support/public-content.ts";
import {
  createDatabase,
  databaseRelay,
  newAuthSecret,
  nginxInstalled,
  redisPrefix,
  services,
  startInstance,
  untilReady,
  type Instance,
} from "../../support/topology.ts";
import { adduserBody, signInToAdmin, uniqueDigits } from "../../support/admin-http.ts";
import { firstItem, trpcCall, type Json } from "../../support/trpc.ts";
import { listenOnce, startKeepAliveLoad } from "../../support/http-load.ts";

/**
 * Issue "Many instances on PostgreSQL and Redis": two production instances (A and B) on one
 * PostgreSQL database and one Redis, behind the shipped nginx configuration, tried as an
 * operator would. Runs when TEST_DATABASE_URL and TEST_REDIS_URL name the services (CI).
 */

const { databaseUrl, redisUrl } = services;
test.skip(!databaseUrl || !redisUrl, "needs TEST_DATABASE_URL and TEST_REDIS_URL");
test.describe.configure({ mode: "serial" });

const basePort = port + 10;
const ports = {
  nginx: basePort,
  a: basePort + 1,
  b: basePort + 2,
  other: basePort + 3,
  c: basePort + 4,
  d: basePort + 5,
};
/** How soon instance B must show a write made through instance A. */
const PROPAGATION_MS = 1_500;

let database: Awaited<ReturnType<typeof createDatabase>>;
let redis: ReturnType<typeof redisPrefix>;
let relay: Awaited<ReturnType<typeof databaseRelay>>;
let authSecret: string;
let a: Instance;
let b: Instance;
let nginx: Nginx;
let nginxDir: string;
/** The admin, signed in on A through the back office's sign-in; its cookie is valid on every port. */
let admin: APIRequestContext;
const visitor = {
  a: undefined as unknown as APIRequestContext,
  b: undefined as unknown as APIRequestContext,
};

const options = (name: string, port: number, url: string) => ({
  name,
  port,
  databaseUrl: url,
  redisUrl: redisUrl!,
  redisKeyPrefix: redis.prefix,
  authSecret,
  siteUrl: `http://127.0.0.1:${ports.nginx}`,
  // A and B write public pages as files for nginx, in the folder they share with it.
  pageFilesDir: join(nginxDir, "pages"),
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!nginxInstalled()) throw new Error("nginx is missing: apt-get install nginx-light (.ci/run does)");
  database = await createDatabase(databaseUrl!);
  redis = redisPrefix(redisUrl!);
  relay = await databaseRelay(database.url);
  authSecret = newAuthSecret();
  nginxDir = mkdtempSync(join(tmpdir(), "wro-scale-nginx-"));
  // nginx started by root runs its workers as an unprivileged user: they must read and write here.
  chmodSync(nginxDir, 0o755);
  // Both at the same moment, on an empty database. B reaches it through a relay the test can cut.
  a = startInstance(options("A", ports.a, database.url));
  b = startInstance(options("B", ports.b, relay.url));
  await Promise.all([untilReady(a), untilReady(b)]);
  nginx = await startShippedProxy(nginxDir, ports.nginx, [ports.a, ports.b], {
    pageFiles: join(nginxDir, "pages"),
  });

  admin = await playwrightRequest.newContext({ baseURL: a.baseUrl });
  expect(await signInToAdmin(admin, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
  visitor.a = await playwrightRequest.newContext({ baseURL: a.baseUrl });
  visitor.b = await playwrightRequest.newContext({ baseURL: b.baseUrl });
});

test.afterAll(async () => {
  await Promise.all([admin?.dispose(), visitor.a?.dispose(), visitor.b?.dispose()]);
  nginx?.stop();
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.clear();
  await database?.drop();
});

/** A tRPC call as the admin, on A. */
const onA = (path: string, input: unknown, method?: "query" | "mutation") =>
  trpcCall(admin, path, input, method);
const firstOf = (path: string, input?: Json) => firstItem(admin, path, input);

/**
 * Reads every URL on B (twice, so B has it cached), makes the change through A, then expects
 * each URL on B to show it within PROPAGATION_MS.
 */
async function expectSeenOnB(
  urls: string[],
  change: () => Promise<unknown>,
  shown: (body: string, url: string) => boolean,
) {
  for (const url of urls) {
    await visitor.b.get(url);
    expect(shown(await (await visitor.b.get(url)).text(), url), `${url} before the change`).toBe(false);
  }
  await change();
  for (const url of urls) {
    await expect
      .poll(async () => shown(await (await visitor.b.get(url)).text(), url), {
        message: `${url} on B`,
        timeout: PROPAGATION_MS,
        intervals: [50],
      })
      .toBe(true);
  }
}

test("both instances, started together on an empty database, migrate once and seed once without error", async () => {
  const output = a.output() + b.output();
  expect(output.match(/Seeded the demo content\./g) ?? []).toHaveLength(1);
  expect(output.match(/\((?!0 )\d+ migration\(s\) applied now\)/g) ?? []).toHaveLength(1);
  expect(output).not.toMatch(/error/i);
  expect(await database.query("SELECT count(*)::int AS n FROM settings")).toEqual([{ n: 1 }]);
});

test("a session started on A works on B", async () => {
  const onB = await playwrightRequest.newContext({
    baseURL: b.baseUrl,
    storageState: await admin.storageState(),
  });
  try {
    const session = (await (await onB.get("/api/auth/session")).json()) as { user?: { name?: string } };
    expect(session.user?.name).toBeTruthy();
    const partners = await onB.get(`/api/trpc/partner.list?input=${encodeURIComponent('{"json":{}}')}`);
    expect(partners.status(), await partners.text()).toBe(200);
  } finally {
    await onB.dispose();
  }
});

test.describe("an admin write through A is seen by B within 1.5 s", () => {
  test("a partner switched off leaves B's partner list and home page, also through nginx", async () => {
    // The demo content has none: the test partners, as an admin adds them.
    await addPartners(admin);
    const partner = await firstOf("partner.list", { search: "" });
    const logo = String(partner.filePath).split("/").pop()!;
    const listed = (body: string) => body.includes(String(partner.id));
    try {
      await expectSeenOnB(
        ["/api/partners/?status=true", "/", "/ar/"],
        () => onA("partner.setStatus", { id: partner.id, value: false }),
        (body, url) => (url.startsWith("/api/") ? !listed(body) : !body.includes(logo)),
      );
      // nginx sends the API straight to either instance: every answer agrees.
      const throughNginx = await playwrightRequest.newContext({ baseURL: nginx.baseUrl });
      expect((await throughNginx.get("/")).status()).toBe(200);
      for (let attempt = 0; attempt < 6; attempt++) {
        expect(listed(await (await throughNginx.get("/api/partners/?status=true")).text())).toBe(false);
      }
      await throughNginx.dispose();
    } finally {
      await onA("partner.setStatus", { id: partner.id, value: true });
    }
  });

  test("an edited FAQ item shows in B's FAQ list and page footers", async () => {
    const faq = await firstOf("faq.list");
    const questionEn = `Question edited on A ${Date.now()}`;
    await expectSeenOnB(
      ["/api/faqs", "/visa/"],
      () => onA("faq.update", { ...faq, questionEn, expectedUpdatedAt: faq.updatedAt }),
      (body) => body.includes(questionEn),
    );
  });

  test("an edited hotel shows on B's hotels page", async () => {
    const hotel = await firstOf("hotel.list");
    const nameAr = `فندق عدل على أ ${Date.now()}`;
    await expectSeenOnB(
      ["/ar/hotels/"],
      () => onA("hotel.update", { ...hotel, nameAr, expectedUpdatedAt: hotel.updatedAt }),
      (body) => body.includes(nameAr),
    );
  });
});

test.describe("public pages that nginx answers from the files A and B write (PAGE_FILES_DIR)", () => {
  interface Raw {
    status: number;
    headers: IncomingHttpHeaders;
    /** The body, decoded from its coding. */
    text: string;
  }

  /** One request, with exactly these headers (none added), its body decoded. */
  function ask(baseUrl: string, path: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<Raw>((resolve, reject) => {
      const request = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const coding = response.headers["content-encoding"];
          const text = (
            coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body
          ).toString();
          resolve({ status: response.statusCode!, headers: response.headers, text });
        });
      });
      request.on("error", reject);
      request.end();
    });
  }

  /**
   * Asks nginx for `path` until a page file answers it. A page is written once its codings are
   * made, at an instance's second answer: nginx asks for one at most every 2 s, from A and B in
   * turn, and each ten seconds' folder fills at the first answer in it.
   */
  async function fromFile(path: string, headers: Record<string, string> = {}) {
    let answer: Raw | undefined;
    await expect
      .poll(
        async () => {
          answer = await ask(nginx.baseUrl, path, headers);
          return answer.headers["x-cache-status"];
        },
        { message: `${path} from a file`, timeout: 30_000, intervals: [100] },
      )
      .toBe("FILE");
    return answer!;
  }

  /** The headers of a page, less those of its one answer and of whoever sent it. */
  const pageHeaders = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          !name.startsWith("x-nextjs-") &&
          ![
            "date",
            "connection",
            "keep-alive",
            "transfer-encoding",
            "content-length",
            "etag",
            "last-modified",
            "accept-ranges",
            "server",
            "x-request-id",
            "x-cache-status",
          ].includes(name),
      ),
    );

  test("a page comes from its file in each coding, with the site's own headers and text", async () => {
    for (const path of ["/faq/", "/ar/faq/"]) {
      for (const coding of ["br", "gzip", "identity"]) {
        const headers = { "accept-encoding": coding };
        const file = await fromFile(path, headers);
        const site = await ask(a.baseUrl, path, headers);
        expect(file.status).toBe(200);
        expect(file.headers["content-encoding"], `${path} ${coding}`).toBe(site.headers["content-encoding"]);
        expect(pageHeaders(file.headers), `${path} ${coding}`).toEqual(pageHeaders(site.headers));
        expect(file.text, `${path} ${coding}`).toBe(site.text);
      }
    }
  });

  test("Next's own fetches, a query, a server action and an Arabic visitor's home never come from a file", async () => {
    /** Asks for `path` just after nginx answered `page` from its file, and expects no file. */
    const notFromFile = async (
      page: string,
      path: string,
      headers: Record<string, string>,
      method = "GET",
    ) => {
      await fromFile(page);
      const answer = await ask(nginx.baseUrl, path, headers, method);
      expect(answer.headers["x-cache-status"], `${method} ${path} ${JSON.stringify(headers)}`).not.toBe(
        "FILE",
      );
      return answer;
    };
    // The page's data for Next's client, not its HTML.
    const data = await notFromFile("/faq/", "/faq/", { rsc: "1" });
    expect(data.text).not.toMatch(/^<!DOCTYPE html>/i);
    await notFromFile("/faq/", "/faq/", { rsc: "1", "next-router-prefetch": "1" });
    await notFromFile("/faq/", "/faq/", { "next-router-state-tree": "%5B%22%22%5D" });
    await notFromFile("/faq/", "/faq/?page=2", {});
    await notFromFile(
      "/faq/",
      "/faq/",
      { "next-action": "0123456789abcdef", "content-type": "text/plain" },
      "POST",
    );
    const home = await notFromFile("/", "/", { cookie: "lang=ar" });
    expect(home.status).toBe(307);
    expect(home.headers.location).toBe("/ar/");
    // An address without its slash is Next's redirect, not the page under another address.
    expect((await notFromFile("/faq/", "/faq", {})).status).toBe(308);
  });

  test("a page sent from its file works in a phone's browser, in Arabic", async ({ browser }) => {
    // Chromium asks for Brotli.
    await fromFile("/ar/faq/", { "accept-encoding": "br" });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      const answer = await page.goto(`${nginx.baseUrl}/ar/faq/`);
      expect(answer?.headers()["x-cache-status"]).toBe("FILE");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // Its scripts run under the policy nginx sent with it: the menu opens once it has hydrated.
      const menu = page.getByRole("banner").getByRole("button", { name: "القائمة", exact: true });
      await expect(async () => {
        if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
      }).toPass();
      await expect(page.getByRole("navigation", { name: "الرئيسية" })).toBeVisible();
      await page.screenshot({ path: "test-results/page-file-ar-phone.png" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("an admin write through A shows through nginx within 3 s, then comes from a file again", async () => {
    const faq = await firstOf("faq.list");
    const questionEn = `Question edited for nginx ${Date.now()}`;
    // Answered from its file early in nginx's ten seconds: the file would be sent for 5 s more
    // at least, unless the write removes it.
    await expect
      .poll(async () => (await fromFile("/faq/"), Date.now() % 10_000 < 5_000), { timeout: 30_000 })
      .toBe(true);
    await onA("faq.update", { ...faq, questionEn, expectedUpdatedAt: faq.updatedAt });
    await expect
      .poll(async () => (await ask(nginx.baseUrl, "/faq/")).text.includes(questionEn), {
        message: "/faq/ through nginx",
        timeout: 3_000,
        intervals: [50],
      })
      .toBe(true);
    // Soon from a file again, the new page.
    await expect
      .poll(
        async () => {
          const answer = await ask(nginx.baseUrl, "/faq/");
          return answer.headers["x-cache-status"] === "FILE" && answer.text.includes(questionEn);
        },
        { message: "/faq/ from a file, edited", timeout: 15_000, intervals: [100] },
      )
      .toBe(true);
  });
});

test("a logo uploaded through A is served by B", async () => {
  const logo = readFileSync(
    new URL("../../../../packages/db/test-assets/partners/gulf-makers.png", import.meta.url),
  );
  const created = await onA("partner.create", {
    name: `Uploaded on A ${Date.now()}`,
    order: 99,
    logoFile: logo.toString("base64"),
  });
  try {
    const served = await visitor.b.get(`/uploads/${String(created.filePath)}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await served.body(), logo)).toBe(0);
  } finally {
    await onA("partner.delete", { id: created.id });
  }
});

for (const name of ["A", "B"] as const) {
  test(`every image on ${name}'s home page loads from ${name}`, async () => {
    const on = name === "A" ? visitor.a : visitor.b;
    const html = await (await on.get("/")).text();
    const sources = uploadedImageSources(html);
    expect(sources.size).toBeGreaterThanOrEqual(20);
    for (const source of sources) {
      const response = await on.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()["content-type"], source).toMatch(/^image\//);
    }
  });
}

test("a rate-limited REST sign-in answers 429 with Retry-After on both instances", async () => {
  const nationalId = uniqueDigits();
  const signIn = (on: APIRequestContext) =>
    on.post("/api/adduser", {
      data: adduserBody(nationalId, "wrong-password"),
    });
  // Ten failures, half on each instance: they count together in Redis.
  for (let attempt = 0; attempt < 10; attempt++) {
    expect((await signIn(attempt % 2 ? visitor.a : visitor.b)).status()).toBe(401);
  }
  for (const on of [visitor.a, visitor.b]) {
    const locked = await signIn(on);
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
  }
});

test("/api/ready answers 503 while B's database is unreachable, and 200 once it is back", async () => {
  const ready = async () => {
    const response = await visitor.b.get("/api/ready");
    return { status: response.status(), body: (await response.json()) as { reason?: string } };
  };
  expect((await ready()).status).toBe(200);
  await relay.cut();
  try {
    await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(503);
    expect((await ready()).body.reason).toMatch(/database/i);
    // The process is up all the same.
    expect((await visitor.b.get("/api/health")).status()).toBe(200);
  } finally {
    await relay.restore();
  }
  await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
});

test("an instance with another AUTH_SECRET refuses to start, and says why", async () => {
  test.setTimeout(60_000);
  const other = startInstance({
    ...options("C", ports.other, database.url),
    authSecret: newAuthSecret(),
    setUp: false,
  });
  expect(await other.exited).toBe(1);
  expect(other.output()).toMatch(/AUTH_SECRET differs from the one the other instances/);
});

test("SIGTERM to B under 50 connections through nginx: no request fails, B exits 0 and frees its port", async () => {
  test.setTimeout(60_000);
  // 50 keep-alive connections, as a load balancer holds them, on an API list that nginx never
  // caches, so every request reaches an instance.
  const load = startKeepAliveLoad(ports.nginx, "/api/faqs", 50);
  const { tally } = load;
  try {
    await expect.poll(() => tally.ok, { timeout: 20_000 }).toBeGreaterThan(200);
    const exitCode = await b.stop();
    const atExit = tally.ok;
    // The load goes on, served by A alone.
    await expect.poll(() => tally.ok, { timeout: 20_000 }).toBeGreaterThan(atExit + 200);
    expect(exitCode).toBe(0);
  } finally {
    await load.stop();
  }
  expect(tally.failed).toEqual([]);
  // No process is left behind, and the port is free again: a new server can listen on it.
  expect(() => process.kill(b.pid, 0)).toThrow();
  await listenOnce(ports.b);
});

test.describe("when Redis goes away", () => {
  // Stopping the shared Redis would disturb every other test: C and D share a private one.
  test.skip(!redisServerInstalled(), "needs redis-server");
  let privateRedis: Awaited<ReturnType<typeof startRedisServer>>;
  let c: Instance;
  let d: Instance;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    privateRedis = await startRedisServer();
    const onPrivateRedis = (name: string, port: number) => ({
      ...options(name, port, database.url),
      redisUrl: privateRedis.url,
      setUp: false,
    });
    c = startInstance(onPrivateRedis("C", ports.c));
    d = startInstance(onPrivateRedis("D", ports.d));
    await Promise.all([untilReady(c), untilReady(d)]);
  });

  test.afterAll(async () => {
    await Promise.all([c?.stop(), d?.stop()]);
    await privateRedis?.close();
  });

  test("instances stay ready and sign people in, and hear each other's admin writes once it is back", async () => {
    test.setTimeout(90_000);
    const ready = async (on: Instance) => {
      const response = await fetch(`${on.baseUrl}/api/ready`);
      return { status: response.status, body: (await response.json()) as { status: string; redis?: string } };
    };
    for (const on of [c, d])
      expect(await ready(on)).toEqual({ status: 200, body: { status: "ready", redis: "up" } });

    await privateRedis.kill();
    // A load balancer keeps both: they serve without Redis. The body says it is missing.
    for (const on of [c, d]) {
      await expect.poll(async () => (await ready(on)).body.redis, { timeout: 15_000 }).toBe("down");
      expect(await ready(on)).toEqual({ status: 200, body: { status: "ready", redis: "down" } });
    }
    // Logged once for the outage, however often it was asked.
    expect(c.output().match(/Readiness: Redis does not answer/g)).toHaveLength(1);

    // Sign-in counts its attempts in memory meanwhile.
    const adminOnC = await playwrightRequest.newContext({ baseURL: c.baseUrl });
    const visitorOnD = await playwrightRequest.newContext({ baseURL: d.baseUrl });
    try {
      expect(await signInToAdmin(adminOnC, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();

      await privateRedis.start();
      for (const on of [c, d]) {
        await expect
          .poll(async () => await ready(on), { timeout: 15_000 })
          .toEqual({
            status: 200,
            body: { status: "ready", redis: "up" },
          });
      }
      expect(c.output()).toMatch(/Readiness: Redis answers again/);

      // An FAQ edited on C shows in D's cached list. Each round caches the list on D first and
      // edits anew, since an edit made before D's listener has reconnected is not heard.
      let round = 0;
      await expect
        .poll(
          async () => {
            await visitorOnD.get("/api/faqs");
            const faq = await firstItem(adminOnC, "faq.list");
            const questionEn = `Question edited on C after the outage ${Date.now()} ${round++}`;
            await trpcCall(adminOnC, "faq.update", { ...faq, questionEn, expectedUpdatedAt: faq.updatedAt });
            return (await (await visitorOnD.get("/api/faqs")).text()).includes(questionEn);
          },
          { timeout: 20_000, intervals: [250] },
        )
        .toBe(true);
    } finally {
      await Promise.all([adminOnC.dispose(), visitorOnD.dispose()]);
    }
  });
});
