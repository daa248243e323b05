import { defaultEventTitle } from "../badges/index.ts";
import { createDocument, finishDocument } from "../document.ts";
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  drawCertificate,
  type Certificate,
  type CertificateOptions,
} from "./certificate.ts";

export type { Certificate, CertificateOptions, MedalKey } from "./certificate.ts";

/**
 * Participation and medal certificates (issue 37) as one PDF: one A4 landscape page per
 * certificate, in English and Arabic, with its reference and a QR code of the page that checks it.
 */
export async function renderCertificates(
  certificates: Certificate[],
  options: CertificateOptions = {},
): Promise<Uint8Array> {
  const event = options.event ?? defaultEventTitle;
  const doc = createDocument({ title: `${event.en} — certificates`, language: "en" });
  for (const certificate of certificates) {
    doc.addPage({ size: [CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT], margin: 0 });
    drawCertificate(doc, certificate, event);
  }
  if (certificates.length === 0) doc.addPage({ size: [CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT], margin: 0 });
  return finishDocument(doc);
}
