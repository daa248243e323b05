import { z } from "zod";
import { idSchema } from "../../forms/common.ts";

// Certificates (issue 37): which certificates one download holds, and in which form. Browser-safe:
// the site and the back office build their download links with `certificatesPath`.

/** One PDF of every certificate, or a ZIP of one PDF per person. */
export const certificateFormats = ["pdf", "zip"] as const;
export type CertificateFormat = (typeof certificateFormats)[number];

const format = z.enum(certificateFormats).default("pdf");

/**
 * Whose certificates one download holds: the signed-in coach's or student's own (`me`), the
 * national organizer's own delegation's (`own`), one delegation's or every delegation's
 * (`delegation` with its id, `all`: admins only). Only team members on a paid order get any.
 */
export const certificatesFileSchema = z.discriminatedUnion("of", [
  z.object({ of: z.literal("me"), format }),
  z.object({ of: z.literal("own"), format }),
  z.object({ of: z.literal("delegation"), id: idSchema, format }),
  z.object({ of: z.literal("all"), format }),
]);
export type CertificatesFileRequest = z.input<typeof certificatesFileSchema>;
export type CertificatesFile = z.output<typeof certificatesFileSchema>;

/** Where the site serves certificates (apps/site/src/app/api/documents/certificates/route.ts). */
export const CERTIFICATES_PATH = "/api/documents/certificates";

/** The address of a certificates download: what the links of the site and the back office point at. */
export function certificatesPath(request: CertificatesFileRequest): string {
  const query = new URLSearchParams({ of: request.of });
  if (request.of === "delegation") query.set("id", request.id);
  query.set("format", request.format ?? "pdf");
  return `${CERTIFICATES_PATH}?${query.toString()}`;
}

/** An admin's count of certificates: one delegation's, or (no id) every delegation's of the registration season. */
export const certificateCountSchema = z.object({ delegationId: idSchema.optional() }).prefault({});
