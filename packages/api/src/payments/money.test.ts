import { describe, expect, it } from "vitest";
import {
  DEFAULT_SAR_PER_USD,
  DEFAULT_VAT_BASIS_POINTS,
  formatSar,
  parseScaledDecimal,
  priceOrder,
  usdCentsToHalalas,
  vatOn,
} from "./money.ts";

const rates = { sarPerUsd: DEFAULT_SAR_PER_USD, vatBasisPoints: DEFAULT_VAT_BASIS_POINTS };

describe("fees in SAR", () => {
  it("converts the issue's example: 270 USD → 1,012.50 SAR before VAT, 1,164.38 with it", () => {
    expect(usdCentsToHalalas(27_000, DEFAULT_SAR_PER_USD)).toBe(101_250);
    const order = priceOrder([{ category: "participant", unitPriceUsdCents: 27_000, quantity: 1 }], rates);
    expect(order).toMatchObject({ netHalalas: 101_250, vatHalalas: 15_188, totalHalalas: 116_438 });
    expect(formatSar(order.totalHalalas)).toBe("1164.38");
    expect(formatSar(order.vatHalalas)).toBe("151.88");
  });

  it("shows each line in USD and SAR", () => {
    const order = priceOrder(
      [
        { category: "participant", unitPriceUsdCents: 27_000, quantity: 8 },
        { category: "coach", unitPriceUsdCents: 17_000, quantity: 2 },
      ],
      rates,
    );
    expect(order.lines).toEqual([
      {
        category: "participant",
        unitPriceUsdCents: 27_000,
        quantity: 8,
        usdCents: 216_000,
        netHalalas: 810_000,
      },
      { category: "coach", unitPriceUsdCents: 17_000, quantity: 2, usdCents: 34_000, netHalalas: 127_500 },
    ]);
    expect(order.netHalalas).toBe(937_500);
    expect(order.rates).toEqual(rates);
  });

  it("rounds half up: 3.75 halalas → 4, 3.7499 → 4, 3.5 → 4, 3.4999 → 3", () => {
    expect(usdCentsToHalalas(1, 37_500)).toBe(4);
    expect(usdCentsToHalalas(1, 37_499)).toBe(4);
    expect(usdCentsToHalalas(1, 35_000)).toBe(4);
    expect(usdCentsToHalalas(1, 34_999)).toBe(3);
    expect(vatOn(101_250, 1_500)).toBe(15_188); // 15,187.5 → up
    expect(vatOn(101_249, 1_500)).toBe(15_187); // 15,187.35 → down
  });

  it("converts a line as a whole, not seat by seat", () => {
    // Three 1-cent seats are 11.25 halalas: 11, where three rounded seats would make 12.
    const order = priceOrder([{ category: "volunteer", unitPriceUsdCents: 1, quantity: 3 }], rates);
    expect(order.lines[0]?.netHalalas).toBe(11);
  });

  it("rounds each line on its own, so the lines add up to the net shown", () => {
    // Each 1-cent line is 3.75 → 4 halalas; three of them are 12 (rounding the sum of 11.25 would give 11).
    const line = { category: "volunteer", unitPriceUsdCents: 1, quantity: 1 };
    const order = priceOrder([line, line, line], rates);
    expect(order.lines.map((priced) => priced.netHalalas)).toEqual([4, 4, 4]);
    expect(order.netHalalas).toBe(12);
  });

  it("takes VAT once on the order's net, not line by line", () => {
    // Three lines of 3 halalas: 0.45 of VAT each would round to 0; on the 9 halalas it is 1.35 → 1.
    const line = { category: "volunteer", unitPriceUsdCents: 1, quantity: 1 };
    const order = priceOrder([line, line, line], { sarPerUsd: 30_000, vatBasisPoints: 1_500 });
    expect(order.netHalalas).toBe(9);
    expect(order.vatHalalas).toBe(1);
  });

  it("always adds up: lines + VAT = total, for awkward rates and quantities", () => {
    for (let cents = 1; cents < 2_000; cents += 37) {
      for (const sarPerUsd of [37_500, 37_512, 36_999]) {
        const order = priceOrder(
          [
            { category: "judge", unitPriceUsdCents: cents, quantity: 3 },
            { category: "vip", unitPriceUsdCents: cents * 7 + 13, quantity: 1 },
          ],
          { sarPerUsd, vatBasisPoints: 1_500 },
        );
        const lines = order.lines.reduce((total, line) => total + line.netHalalas, 0);
        expect(lines).toBe(order.netHalalas);
        expect(order.netHalalas + order.vatHalalas).toBe(order.totalHalalas);
      }
    }
  });

  it("prices an empty order and a VAT-free one at what they are", () => {
    expect(priceOrder([], rates)).toMatchObject({ netHalalas: 0, vatHalalas: 0, totalHalalas: 0 });
    const exempt = priceOrder([{ category: "judge", unitPriceUsdCents: 10_000, quantity: 1 }], {
      sarPerUsd: DEFAULT_SAR_PER_USD,
      vatBasisPoints: 0,
    });
    expect(exempt).toMatchObject({ netHalalas: 37_500, vatHalalas: 0, totalHalalas: 37_500 });
  });

  it("refuses fractions, negatives and floats as the caller's mistake", () => {
    const line = { category: "participant", unitPriceUsdCents: 27_000, quantity: 1 };
    expect(() => priceOrder([{ ...line, unitPriceUsdCents: 270.5 }], rates)).toThrow(/whole number/);
    expect(() => priceOrder([{ ...line, quantity: 0 }], rates)).toThrow(/quantity/);
    expect(() => priceOrder([{ ...line, quantity: -1 }], rates)).toThrow(/quantity/);
    expect(() => priceOrder([line], { sarPerUsd: 3.75, vatBasisPoints: 1_500 })).toThrow(/SAR rate/);
    expect(() => priceOrder([line], { sarPerUsd: 37_500, vatBasisPoints: 10_001 })).toThrow(/VAT/);
    expect(() => formatSar(1.5)).toThrow();
  });
});

describe("formatSar", () => {
  it("writes riyals with two decimals and no grouping", () => {
    expect(formatSar(0)).toBe("0.00");
    expect(formatSar(5)).toBe("0.05");
    expect(formatSar(100)).toBe("1.00");
    expect(formatSar(101_250)).toBe("1012.50");
    expect(formatSar(-15_188)).toBe("-151.88");
  });
});

describe("parseScaledDecimal", () => {
  it("reads an admin's decimal exactly", () => {
    expect(parseScaledDecimal("3.75", 4)).toEqual({ ok: true, value: 37_500 });
    expect(parseScaledDecimal(" 3.7500 ", 4)).toEqual({ ok: true, value: 37_500 });
    expect(parseScaledDecimal("3", 4)).toEqual({ ok: true, value: 30_000 });
    expect(parseScaledDecimal("15", 2)).toEqual({ ok: true, value: 1_500 });
    expect(parseScaledDecimal("0.1", 2)).toEqual({ ok: true, value: 10 });
  });

  it("says what is wrong with anything else", () => {
    expect(parseScaledDecimal("3.75001", 4)).toEqual({ ok: false, reason: "tooPrecise" });
    for (const text of ["", "abc", "-1", "1e3", "3,75", ".5", "3."])
      expect(parseScaledDecimal(text, 4)).toEqual({ ok: false, reason: "notADecimal" });
    expect(parseScaledDecimal("9".repeat(20), 2)).toEqual({ ok: false, reason: "tooLarge" });
  });
});
