import { hasErrorName } from "@wro/auth";

/** A byte limit as people say it: "64 KB", "12 MB" (whole units; limits are round numbers). */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Refusal of a body over the limit. */
export class BodyTooLargeError extends Error {
  static is(error: unknown): error is BodyTooLargeError {
    return hasErrorName(error, "BodyTooLargeError");
  }

  override readonly name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request is too large (at most ${byteSize(limit)}).`);
  }
}

/**
 * The body, read up to `limit` bytes: a larger one is refused before it is all in memory
 * (by its Content-Length when it declares one, else while it streams).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The JSON 413 answer of the tRPC and sign-in endpoints. */
export const payloadTooLarge = (error: BodyTooLargeError) =>
  Response.json(
    { error: { message: error.message, code: "PAYLOAD_TOO_LARGE" } },
    { status: 413, headers: { "cache-control": "no-store" } },
  );

/**
 * The request with its body read (at most `limit` bytes) into memory, so that a handler reading
 * it whole (next-auth, tRPC's adapter) never holds more; a 413 answer past the limit. A GET or
 * HEAD is passed as it is.
 */
export async function withBodyWithin(request: Request, limit: number): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  let body;
  try {
    body = await readBodyWithin(request, limit);
  } catch (error) {
    if (BodyTooLargeError.is(error)) return payloadTooLarge(error);
    throw error;
  }
  // A new request from its parts: Next's request objects cannot be cloned across realms.
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
