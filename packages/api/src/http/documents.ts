import { AppError } from "@wro/constants";
import type { z } from "zod";
import { englishMessage } from "@wro/i18n/english";
import { readableIssues } from "../failures.ts";
import { adminMessages } from "../forms/messages.ts";
import { badgesPdfSchema } from "../routers/badge/schemas.ts";
import { badgesPdf } from "../routers/badge/service.ts";
import { certificatesFileSchema } from "../routers/certificate/schemas.ts";
import { certificatesFile } from "../routers/certificate/service.ts";
import { visaLettersPdf } from "../routers/document/letters.ts";
import { visaLettersPdfSchema } from "../routers/document/schemas.ts";
import { internalErrorMessage, type Context } from "../trpc.ts";
import { isCrossSite } from "./cross-site.ts";

// The event's PDFs over HTTP (issue 37): bytes, which tRPC's JSON would carry badly, so a GET
// the site's route handler passes here with the session's caller. Who may have which document
// is the service's to decide; this only reads the query, answers the file, or the refusal as
// one line of English (the pages link here only when the document is there to have).

/** Personal documents: kept by no cache, the browser's included, and never sniffed as something else. */
const documentHeaders = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
};

function refusal(status: number, text: string, headers: Readonly<Record<string, string>> = {}) {
  return new Response(text, {
    status,
    headers: { ...documentHeaders, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/**
 * The PDFs served over HTTP, by the name of their route (`/api/documents/<name>`): each reads its
 * query with a schema and draws the file for the caller, or refuses (an `AppError`). A new kind
 * of document is one entry here and a route file in the site (apps/site/src/app/api/documents/).
 */
export const documentFiles = {
  /** `?of=own|me|delegation|all[&id=…]&layout=a6|a4x4`: badges (issue 37). */
  badges: documentFile(badgesPdfSchema, badgesPdf),
  /** `?of=own|delegation|all[&id=…]`: visa invitation letters (issue 37). */
  "visa-letters": documentFile(visaLettersPdfSchema, visaLettersPdf),
  /** `?of=me|own|delegation|all[&id=…]&format=pdf|zip`: participation and medal certificates (issue 37). */
  certificates: documentFile(certificatesFileSchema, certificatesFile),
};
export type DocumentFileName = keyof typeof documentFiles;

/** A drawn file: one PDF, or a ZIP of several (certificates, one PDF per person). */
type DrawnFile = { filename: string } & ({ pdf: Uint8Array } | { zip: Uint8Array });

interface DocumentFileEntry {
  /** Reads the query, or says what is wrong with it. */
  parse: (
    query: Record<string, string>,
  ) => { success: true; data: unknown } | { success: false; error: z.ZodError };
  draw: (context: Context, query: never) => Promise<DrawnFile>;
}

function documentFile<Schema extends z.ZodType>(
  schema: Schema,
  draw: (context: Context, query: z.output<Schema>) => Promise<DrawnFile>,
): DocumentFileEntry {
  return { parse: (query) => schema.safeParse(query), draw };
}

/**
 * `GET /api/documents/<name>?…`: a document of `documentFiles` as one PDF (or a ZIP of PDFs),
 * downloaded as a file.
 * A page of another site may not have it drawn (drawing a document issues its tokens or
 * references, a change, and the visitor's cookie would vouch for it).
 */
export async function handleDocumentRequest(
  name: DocumentFileName,
  request: Request,
  context: Context,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return refusal(405, "Method not allowed.", { Allow: "GET, HEAD" });
  if (isCrossSite(request)) return refusal(403, englishMessage(adminMessages.crossSite));
  const file: DocumentFileEntry = documentFiles[name];
  const query = file.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return refusal(400, readableIssues(query.error, undefined, englishMessage));
  try {
    const drawn = await file.draw(context, query.data as never);
    const [bytes, type] = "zip" in drawn ? [drawn.zip, "application/zip"] : [drawn.pdf, "application/pdf"];
    return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
      headers: {
        ...documentHeaders,
        "Content-Type": type,
        "Content-Disposition": `attachment; filename="${drawn.filename}"`,
        "Content-Length": String(bytes.byteLength),
      },
    });
  } catch (error) {
    if (AppError.is(error) && error.answer.status < 500)
      return refusal(error.answer.status, englishMessage(error.message), error.details.headers);
    console.error(`Drawing ${name} failed (request ${context.requestId ?? "?"}):`, error);
    return refusal(500, internalErrorMessage(context.requestId));
  }
}

/** `GET /api/documents/badges?of=own|me|delegation|all[&id=…]&layout=a6|a4x4`: the badges as one PDF. */
export const handleBadgesPdfRequest = (request: Request, context: Context) =>
  handleDocumentRequest("badges", request, context);
