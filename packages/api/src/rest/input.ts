import { hasForbiddenCharacter } from "@wro/auth";
import { AppError } from "@wro/constants";
import { readBodyWithin } from "../http/body.ts";
import { messages } from "./errors.ts";

/** A JSON body: 1 MB is far more than any legacy call sends. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** A multipart body: a season's logo and three images of 2 MB each, plus the text fields. */
export const MAX_FORM_BYTES = 9 * 1024 * 1024;

const invalid = (message: string) => new AppError("invalidInput", { message });

/** Control characters are refused here (see `hasForbiddenCharacter`) rather than failing in the database. */
function checkText(value: string) {
  if (hasForbiddenCharacter(value)) throw invalid(messages.forbiddenCharacters);
}

/** The query string as an object; a repeated key keeps its last value. */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    checkText(value);
    query[key] = value;
  }
  return query;
}

const isForm = (contentType: string) =>
  /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType);

/**
 * The body as an object: a form (multipart or url-encoded) by its Content-Type, JSON
 * otherwise (legacy clients do not always label it); an empty body is `{}`. In forms, a
 * repeated field keeps its last value and an empty file part (no file chosen) is left out.
 */
export async function bodyObject(request: Request, limit: number): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  // Past `limit` bytes, a "tooLarge" refusal (413).
  const bytes = await readBodyWithin(request, limit);
  if (isForm(contentType)) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw invalid(messages.invalidForm);
    }
    const fields: Record<string, string | File> = {};
    form.forEach((value, key) => {
      if (typeof value !== "string" && value.size === 0 && !value.name) return;
      checkText(typeof value === "string" ? value : value.name);
      fields[key] = value;
    });
    return fields;
  }
  if (bytes.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw invalid(messages.invalidJson);
  }
  checkJson(value);
  return value;
}

/** Deeper JSON than any legacy call sends; checking it recursively could exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

/** Checks a JSON value's depth and texts (keys included) without recursion. */
function checkJson(value: unknown) {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current === "string") checkText(current);
    if (!current || typeof current !== "object") continue;
    if (depth > MAX_JSON_DEPTH) throw invalid(messages.jsonTooDeep);
    for (const [key, inner] of Object.entries(current)) {
      checkText(key);
      pending.push([inner, depth + 1]);
    }
  }
}

/** A body's bytes, for services that take uploads as bytes. */
export async function fileBytes(file: File): Promise<Uint8Array>;
export async function fileBytes(file: File | undefined): Promise<Uint8Array | undefined>;
export async function fileBytes(file: File | undefined): Promise<Uint8Array | undefined> {
  return file ? new Uint8Array(await file.arrayBuffer()) : undefined;
}
