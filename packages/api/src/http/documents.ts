import { AppError } from "@wro/constants";
import { englishMessage } from "@wro/i18n/english";
import { readableIssues } from "../failures.ts";
import { adminMessages } from "../forms/messages.ts";
import { badgesPdfSchema } from "../routers/badge/schemas.ts";
import { badgesPdf } from "../routers/badge/service.ts";
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
 * `GET /api/documents/badges?of=own|me|delegation|all[&id=…]&layout=a6|a4x4`: the badges as one
 * PDF, downloaded as a file. A page of another site may not have it drawn (issuing the badges'
 * tokens is a change, and the visitor's cookie would vouch for it).
 */
export async function handleBadgesPdfRequest(request: Request, context: Context): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return refusal(405, "Method not allowed.", { Allow: "GET, HEAD" });
  if (isCrossSite(request)) return refusal(403, englishMessage(adminMessages.crossSite));
  const query = badgesPdfSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return refusal(400, readableIssues(query.error, undefined, englishMessage));
  try {
    const { filename, pdf } = await badgesPdf(context, query.data);
    return new Response(request.method === "HEAD" ? null : new Uint8Array(pdf), {
      headers: {
        ...documentHeaders,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Content-Length": String(pdf.byteLength),
      },
    });
  } catch (error) {
    if (AppError.is(error) && error.answer.status < 500)
      return refusal(error.answer.status, englishMessage(error.message), error.details.headers);
    console.error(`Drawing badges failed (request ${context.requestId ?? "?"}):`, error);
    return refusal(500, internalErrorMessage(context.requestId));
  }
}
