import type { TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededDatabase } from "../testing/database.ts";
import type { Context } from "../trpc.ts";
import { byteSize, withBodyWithin } from "./body.ts";
import { requestIdOf } from "./request-id.ts";
import { handleTrpcRequest, MAX_TRPC_BATCH, MAX_TRPC_BYTES } from "./trpc.ts";

/** A request whose body streams (Node needs `duplex`, which TypeScript's DOM types lack). */
const streaming = (url: string, init: RequestInit) =>
  new Request(url, { ...init, duplex: "half" } as RequestInit);

/** An endless body that counts the chunks read from it. */
function endlessBody(chunkBytes = 1024) {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      read.chunks++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return { body, read };
}

describe("request bodies", () => {
  it("says a limit in the unit people use", () => {
    expect(byteSize(64 * 1024)).toBe("64 KB");
    expect(byteSize(16 * 1024)).toBe("16 KB");
    expect(byteSize(12 * 1024 * 1024)).toBe("12 MB");
  });

  it("refuses a declared size over the limit without reading the body", async () => {
    const { body, read } = endlessBody();
    const answer = await withBodyWithin(
      streaming("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-length": String(200 * 1024 * 1024) },
        body,
      }),
      16 * 1024,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
    expect(read.chunks).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared body once it passes the limit", async () => {
    const { body, read } = endlessBody(1024);
    const answer = await withBodyWithin(
      streaming("http://localhost/api/auth/signout", { method: "POST", body }),
      16 * 1024,
    );
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).json()).toEqual({
      error: { message: "The request is too large (at most 16 KB).", code: "PAYLOAD_TOO_LARGE" },
    });
    // 17 chunks pass the limit; the stream may have queued one or two more ahead of the reader.
    expect(read.chunks).toBeLessThan(20);
  });

  it("hands on a body within the limit, readable again", async () => {
    const answer = await withBodyWithin(
      new Request("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "login=1&password=2",
      }),
      16 * 1024,
    );
    expect(answer).not.toBeInstanceOf(Response);
    expect(await (answer as Request).text()).toBe("login=1&password=2");
  });
});

describe("request ids", () => {
  it("keeps a proxy's id", () => {
    for (const id of [
      "3f1c9a2e-1d2b-4c3d-9e8f-0a1b2c3d4e5f",
      "0af7651916cd43dd8448eb211c80319c",
      "abc.def:12",
    ])
      expect(requestIdOf(id)).toBe(id);
  });

  it("replaces a client's text that is too short, too long or not an id", () => {
    for (const given of [
      "x",
      "1234567",
      "a".repeat(65),
      "a".repeat(10_000),
      "id with spaces",
      "<script>",
      "é".repeat(10),
    ]) {
      const id = requestIdOf(given);
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(["abcdefgh", "ijklmnop"])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("tRPC over HTTP", () => {
  let database: TestDatabase;
  let context: Context;
  beforeAll(async () => {
    database = await createSeededDatabase("pglite");
    context = { db: database.db, caller: { kind: "anonymous" } };
  });
  afterAll(() => database?.close());

  const batchPath = (calls: number, name = "setting.public") =>
    Array.from({ length: calls }, () => name).join(",");

  it(`answers a batch of ${MAX_TRPC_BATCH} calls`, async () => {
    const response = await handleTrpcRequest(
      new Request(`http://localhost/api/trpc/${batchPath(MAX_TRPC_BATCH)}?batch=1&input={}`),
      context,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(MAX_TRPC_BATCH);
  });

  it("refuses a larger batch with 400 before reading its body or running a call", async () => {
    const { body, read } = endlessBody();
    const response = await handleTrpcRequest(
      streaming(`http://localhost/api/trpc/${batchPath(300, "auth.signUp")}?batch=1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      context,
    );
    expect(response.status).toBe(400);
    expect(read.chunks).toBeLessThanOrEqual(1);
    const { error } = (await response.json()) as { error: { json: { data: { code: string } } } };
    expect(error.json.data.code).toBe("BAD_REQUEST");

    const queries = await handleTrpcRequest(
      new Request(`http://localhost/api/trpc/${batchPath(MAX_TRPC_BATCH + 1)}?batch=1&input={}`),
      context,
    );
    expect(queries.status).toBe(400);
  });

  it("marks answers under 1 KB no-transform, which the server's compression leaves as they are", async () => {
    const small = await handleTrpcRequest(new Request("http://localhost/api/trpc/setting.public"), context);
    expect(small.status).toBe(200);
    expect((await small.arrayBuffer()).byteLength).toBeLessThan(1024);
    expect(small.headers.get("cache-control")).toBe("no-transform");
    const large = await handleTrpcRequest(
      new Request(`http://localhost/api/trpc/${batchPath(MAX_TRPC_BATCH)}?batch=1&input={}`),
      context,
    );
    expect((await large.arrayBuffer()).byteLength).toBeGreaterThanOrEqual(1024);
    expect(large.headers.get("cache-control")).toBeNull();
    // A signed-in caller's answer keeps its own directives.
    const signedIn = await handleTrpcRequest(new Request("http://localhost/api/trpc/setting.public"), {
      ...context,
      caller: { kind: "user", id: "someone", type: 0, name: "Someone" },
    });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store, no-transform");
  });

  it("says its body limit in kilobytes", async () => {
    const response = await handleTrpcRequest(
      new Request("http://localhost/api/trpc/auth.signUp", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { name: "x".repeat(MAX_TRPC_BYTES) } }),
      }),
      context,
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "The request is too large (at most 64 KB).",
    );
  });
});
