import { randomUUID } from "node:crypto";

/** Names each request in the log and in internal-error answers; returned on every answer. */
export const REQUEST_ID_HEADER = "x-request-id";

const SANE_ID = /^[\w.:-]{1,128}$/;

/** The id a proxy in front already gave the request, when it looks like one; a new one otherwise. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}
