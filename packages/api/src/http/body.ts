import { AppError } from "@wro/constants";

/** A byte limit as people say it: "64 KB", "12 MB" (whole units; limits are round numbers). */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The refusal of a body over `limit` bytes. */
export const bodyTooLarge = (limit: number) =>
  new AppError("tooLarge", { message: `The request is too large (at most ${byteSize(limit)}).` });

/**
 * The body, read up to `limit` bytes: a larger one is refused before it is all in memory
 * (by its Content-Length when it declares one, else while it streams).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge(limit);
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
      throw bodyTooLarge(limit);
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

/** A refusal as the tRPC and sign-in endpoints answer one before tRPC or next-auth runs. */
export const jsonRefusal = (error: AppError) =>
  Response.json(
    { error: { message: error.message, code: error.answer.trpc } },
    { status: error.answer.status, headers: { "cache-control": "no-store" } },
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
    if (AppError.is(error, "tooLarge")) return jsonRefusal(error);
    throw error;
  }
  // A new request from its parts: Next's request objects cannot be cloned across realms.
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
