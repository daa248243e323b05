import { z } from "zod";
import { idSchema } from "../../forms/common.ts";
import { MANUAL_CODE_ALPHABET } from "../badge/schemas.ts";
import { documentMessages } from "./messages.ts";

// Issued documents (issue 37): visa invitation letters and certificates, each with a reference
// anyone checks at `/verify/{reference}/`. Browser-safe: the site and the back office import it.

/** The kinds of issued document (the database's `issued_document_kind`). */
export const documentKinds = ["visaLetter", "participation", "medal"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * A document's reference: `WRO-` and two groups of four characters of the badges' manual-code
 * alphabet (no 0/O, 1/I/L, so it is read out and typed without doubt), 31⁸ ≈ 8.5 × 10¹¹ of them.
 */
export const REFERENCE_PATTERN = new RegExp(
  `^WRO-[${MANUAL_CODE_ALPHABET}]{4}-[${MANUAL_CODE_ALPHABET}]{4}$`,
);

/** A reference as someone typed or pasted it (any case, spaces around), in its stored form, or null when it cannot be one. */
export function normalizeReference(typed: string): string | null {
  const reference = typed.trim().toUpperCase();
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** One issued document an admin revokes or reissues: by its id or by its printed reference. */
export const documentTargetSchema = z.union([
  z.object({ id: idSchema }),
  z.object({
    reference: z
      .string()
      .trim()
      .max(40)
      .transform((typed, context) => {
        const reference = normalizeReference(typed);
        if (!reference) {
          context.addIssue({ code: "custom", message: documentMessages.invalidReference });
          return z.NEVER;
        }
        return reference;
      }),
  }),
]);
export type DocumentTarget = z.output<typeof documentTargetSchema>;

/**
 * Which issued documents an admin lists: a delegation's, the one with a reference (as typed), or
 * without either the latest issued (at most 100).
 */
export const documentListSchema = z.object({
  delegationId: idSchema.optional(),
  reference: z.string().trim().max(40).optional(),
});
export type DocumentListInput = z.output<typeof documentListSchema>;

/**
 * Whose visa invitation letters one PDF holds: the national organizer's own delegation (`own`),
 * one delegation's or every delegation's (`delegation` with its id, `all`: admins only). Only
 * foreign members (not Saudi nationals) of a paid order get one.
 */
export const visaLettersPdfSchema = z.discriminatedUnion("of", [
  z.object({ of: z.literal("own") }),
  z.object({ of: z.literal("delegation"), id: idSchema }),
  z.object({ of: z.literal("all") }),
]);
export type VisaLettersPdfRequest = z.input<typeof visaLettersPdfSchema>;
export type VisaLettersPdf = z.output<typeof visaLettersPdfSchema>;

/** Where the site serves visa letters as a PDF (apps/site/src/app/api/documents/visa-letters/route.ts). */
export const VISA_LETTERS_PDF_PATH = "/api/documents/visa-letters";

/** The address of a PDF of visa letters: what the download links of the site and the back office point at. */
export function visaLettersPdfPath(request: VisaLettersPdfRequest): string {
  const query = new URLSearchParams({ of: request.of });
  if (request.of === "delegation") query.set("id", request.id);
  return `${VISA_LETTERS_PDF_PATH}?${query.toString()}`;
}

/** The public page that checks a document, in a language: `/verify/WRO-…/` or `/ar/verify/WRO-…/`. */
export const verifyPath = (reference: string, locale: "en" | "ar" = "en") =>
  `${locale === "ar" ? "/ar" : ""}/verify/${encodeURIComponent(reference)}/`;
