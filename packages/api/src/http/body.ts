import { hasErrorName } from "@wro/auth";

/** Refusal of a body over the limit. */
export class BodyTooLargeError extends Error {
  static is(error: unknown): error is BodyTooLargeError {
    return hasErrorName(error, "BodyTooLargeError");
  }

  override readonly name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`);
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
