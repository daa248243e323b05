import { randomUUID } from "node:crypto";

/** Names each request in the log and in internal-error answers; returned on every answer. */
export const REQUEST_ID_HEADER = "x-request-id";

// What proxies' ids look like (UUIDs, nginx's $request_id, trace ids): anything else, or of
// any other length, is the client's own text and would be logged and echoed as it came.
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a proxy in front already gave the request, when it looks like one; a new one otherwise. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}
