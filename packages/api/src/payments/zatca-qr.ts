import { formatSar } from "./money.ts";

/**
 * The QR code of a simplified tax invoice (ZATCA e-invoicing, phase 1 fields).
 *
 * From ZATCA's "Structure of the QR code for electronic tax invoices" (zatca1.discourse.group/t/483,
 * quoting Annex 2 of the Controls, Requirements, Technical Specifications and Procedural Rules of
 * the E-Invoicing Regulation):
 * - the content is Base64 of Tag-Length-Value records, "up to 700 characters";
 * - tag: one byte; length: one byte, "the length of the byte array resulted from the UTF8
 *   encoding of the field value"; value: those UTF-8 bytes. So an Arabic seller name counts its
 *   bytes (two per Arabic letter), not its characters, and no value can pass 255 bytes;
 * - tags 1–5, required since 4 December 2021: seller's name, seller's VAT registration number,
 *   time stamp of the invoice (date and time), invoice total (with VAT), VAT total. Tags 6–9
 *   (XML hash, ECDSA signature and keys) belong to phase 2's cryptographic stamp, not issued here.
 * Amounts are written as decimal riyals with two decimals ("1164.38"), the timestamp as an ISO 8601
 * UTC instant to the second ("2025-08-15T09:30:00Z"), as in ZATCA's published samples.
 */

export interface ZatcaInvoice {
  sellerName: string;
  vatNumber: string;
  issuedAt: Date;
  totalHalalas: number;
  vatHalalas: number;
}

/** The five fields as a scanner shows them: the strings behind tags 1–5. */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
}

const TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vat: 5 } as const;
const MAX_BASE64_LENGTH = 700;

/**
 * A seller VAT registration number as ZATCA issues it: 15 digits, the first and the last a 3
 * (business rule BR-KSA-39). For the settings form; the encoder takes whatever it is given.
 */
export function isSaudiVatNumber(text: string): boolean {
  return /^3\d{13}3$/.test(text);
}

/** The QR code's content, Base64. Throws on a value no QR code can hold (a settings bug). */
export function encodeZatcaQr(invoice: ZatcaInvoice): string {
  const fields: ZatcaQrFields = {
    sellerName: invoice.sellerName,
    vatNumber: invoice.vatNumber,
    timestamp: invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    total: formatSar(invoice.totalHalalas),
    vat: formatSar(invoice.vatHalalas),
  };
  const records = (Object.keys(TAGS) as (keyof ZatcaQrFields)[]).map((name) => {
    const value = Buffer.from(fields[name], "utf8");
    if (value.length === 0) throw new Error(`The invoice QR code's ${name} is empty.`);
    if (value.length > 255) throw new Error(`The invoice QR code's ${name} is over 255 bytes.`);
    return Buffer.concat([Buffer.from([TAGS[name], value.length]), value]);
  });
  const base64 = Buffer.concat(records).toString("base64");
  if (base64.length > MAX_BASE64_LENGTH) throw new Error("The invoice QR code is over 700 characters.");
  return base64;
}

/** Reads a QR code's content back, as ZATCA's scanner would; for tests and support. */
export function decodeZatcaQr(
  base64: string,
): { ok: true; fields: ZatcaQrFields } | { ok: false; reason: "notBase64" | "truncated" | "missingTag" } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return { ok: false, reason: "notBase64" };
  const bytes = Buffer.from(base64, "base64");
  const values = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length)
      return { ok: false, reason: "truncated" };
    values.set(tag, bytes.subarray(at + 2, at + 2 + length).toString("utf8"));
    at += 2 + length;
  }
  const fields: Partial<ZatcaQrFields> = {};
  for (const [name, tag] of Object.entries(TAGS) as [keyof ZatcaQrFields, number][]) {
    const value = values.get(tag);
    if (value === undefined) return { ok: false, reason: "missingTag" };
    fields[name] = value;
  }
  return { ok: true, fields: fields as ZatcaQrFields };
}
