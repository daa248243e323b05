import { describe, expect, it } from "vitest";
import { DEFAULT_SAR_PER_USD, DEFAULT_VAT_BASIS_POINTS, priceOrder } from "./money.ts";
import { decodeZatcaQr, encodeZatcaQr, isSaudiVatNumber } from "./zatca-qr.ts";

describe("ZATCA QR code", () => {
  it("encodes the well-known sample byte for byte", () => {
    // The "Bobs Records" sample of ZATCA's QR guideline, as reproduced by implementers.
    expect(
      encodeZatcaQr({
        sellerName: "Bobs Records",
        vatNumber: "310122393500003",
        issuedAt: new Date("2022-04-25T15:30:00Z"),
        totalHalalas: 100_000,
        vatHalalas: 15_000,
      }),
    ).toBe(
      "AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==",
    );
  });

  it("decodes an order's invoice to the five fields with the right total and VAT", () => {
    const order = priceOrder([{ category: "participant", unitPriceUsdCents: 27_000, quantity: 1 }], {
      sarPerUsd: DEFAULT_SAR_PER_USD,
      vatBasisPoints: DEFAULT_VAT_BASIS_POINTS,
    });
    const qr = encodeZatcaQr({
      sellerName: "WRO Saudi Arabia",
      vatNumber: "300000000000003",
      issuedAt: new Date("2025-08-15T09:30:12.345Z"),
      totalHalalas: order.totalHalalas,
      vatHalalas: order.vatHalalas,
    });
    expect(decodeZatcaQr(qr)).toEqual({
      ok: true,
      fields: {
        sellerName: "WRO Saudi Arabia",
        vatNumber: "300000000000003",
        timestamp: "2025-08-15T09:30:12Z",
        total: "1164.38",
        vat: "151.88",
      },
    });
  });

  it("counts an Arabic seller name in UTF-8 bytes, not characters", () => {
    const sellerName = "مؤسسة الروبوت السعودية"; // 22 characters, 42 bytes
    const qr = encodeZatcaQr({
      sellerName,
      vatNumber: "300000000000003",
      issuedAt: new Date("2025-08-15T09:30:00Z"),
      totalHalalas: 116_438,
      vatHalalas: 15_188,
    });
    const bytes = Buffer.from(qr, "base64");
    expect([bytes[0], bytes[1]]).toEqual([1, 42]);
    expect(bytes.subarray(2, 44).toString("utf8")).toBe(sellerName);
    expect(bytes[44]).toBe(2); // the next record starts right after the name's 42 bytes
    expect(decodeZatcaQr(qr)).toMatchObject({ ok: true, fields: { sellerName } });
  });

  it("refuses a value longer than one length byte can say", () => {
    const invoice = {
      vatNumber: "300000000000003",
      issuedAt: new Date(),
      totalHalalas: 100,
      vatHalalas: 13,
    };
    // 128 Arabic letters are 256 bytes: over the limit although under 255 characters.
    expect(() => encodeZatcaQr({ ...invoice, sellerName: "ب".repeat(128) })).toThrow(/255 bytes/);
    expect(encodeZatcaQr({ ...invoice, sellerName: "ب".repeat(127) })).toBeTypeOf("string");
    expect(() => encodeZatcaQr({ ...invoice, sellerName: "" })).toThrow(/empty/);
  });

  it("reports a damaged code instead of guessing", () => {
    expect(decodeZatcaQr("not base64!")).toEqual({ ok: false, reason: "notBase64" });
    expect(decodeZatcaQr(Buffer.from([1, 5, 65]).toString("base64"))).toEqual({
      ok: false,
      reason: "truncated",
    });
    expect(decodeZatcaQr(Buffer.from([1, 1, 65, 2, 1, 66]).toString("base64"))).toEqual({
      ok: false,
      reason: "missingTag",
    });
  });

  it("knows a Saudi VAT registration number", () => {
    expect(isSaudiVatNumber("310122393500003")).toBe(true);
    expect(isSaudiVatNumber("31012239350000")).toBe(false);
    expect(isSaudiVatNumber("210122393500003")).toBe(false);
    expect(isSaudiVatNumber("310122393500001")).toBe(false);
    expect(isSaudiVatNumber("3101223935000O3")).toBe(false);
  });
});
