/**
 * Registration fees and their sums, in whole integers only.
 *
 * - Prices are set in US cents (spec §9 lists the fees in USD: 270 USD is 27_000).
 * - An order is charged in halalas (1 SAR = 100 halalas), the smallest unit Moyasar takes.
 * - The SAR rate and the VAT rate are exact integers, never floats: the rate in ten-thousandths of
 *   a riyal per dollar (3.75 → 37_500) and VAT in basis points (15 % → 1_500). Admins type them as
 *   decimals; `parseScaledDecimal` turns "3.75" into 37_500 without a float in between.
 *
 * Rounding, the one rule: half up, once per line and once for the VAT.
 * - A line is converted as a whole (unit price × quantity, then to halalas), so three seats cost
 *   what one line of three costs, not three rounded seats.
 * - VAT is computed on the sum of the lines, not line by line. A simplified tax invoice shows one
 *   VAT total (the QR code's tag 5), and ZATCA's rules compare the VAT with the taxable amount
 *   at invoice level; summing per-line VAT would drift a halala per line away from 15 % of the
 *   total shown.
 * - The total is lines + VAT by construction, so the printed figures always add up exactly.
 */

/** SAR per USD in ten-thousandths of a riyal: the default 3.75 (the riyal's peg). */
export const DEFAULT_SAR_PER_USD = 37_500;
/** VAT in basis points: the default 15 %. */
export const DEFAULT_VAT_BASIS_POINTS = 1_500;

const RATE_SCALE = 10_000n;
const BASIS_POINTS = 10_000n;

export interface Rates {
  /** SAR per USD × 10,000 (3.75 → 37_500). */
  sarPerUsd: number;
  /** VAT × 10,000 (15 % → 1_500). */
  vatBasisPoints: number;
}

export interface OrderLine {
  /** The fee category's key (participant, coach, judge …). */
  category: string;
  unitPriceUsdCents: number;
  quantity: number;
}

export interface PricedLine extends OrderLine {
  /** unit price × quantity, in US cents. */
  usdCents: number;
  /** The line in halalas, before VAT. */
  netHalalas: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Sum of the lines, before VAT. */
  netHalalas: number;
  vatHalalas: number;
  /** netHalalas + vatHalalas, exactly. */
  totalHalalas: number;
  /** The rates used, kept with the order so its figures never change once it is submitted. */
  rates: Rates;
}

/** One price in SAR: 27_000 US cents at 3.75 → 101_250 halalas (1,012.50 SAR). */
export function usdCentsToHalalas(usdCents: number, sarPerUsd: number): number {
  requireCount(usdCents, "a price in US cents");
  requirePositive(sarPerUsd, "the SAR rate");
  // 1 US cent = sarPerUsd / 10,000 halalas: cents × (SAR per USD) gives halalas, as both units are
  // hundredths of their currency.
  return toNumber(divideRoundingHalfUp(BigInt(usdCents) * BigInt(sarPerUsd), RATE_SCALE));
}

/** The VAT on an amount, rounded half up to the halala. */
export function vatOn(netHalalas: number, vatBasisPoints: number): number {
  requireCount(netHalalas, "an amount in halalas");
  requireCount(vatBasisPoints, "the VAT rate");
  if (vatBasisPoints > 10_000) throw new Error("The VAT rate is over 100 %.");
  return toNumber(divideRoundingHalfUp(BigInt(netHalalas) * BigInt(vatBasisPoints), BASIS_POINTS));
}

/** An order's lines in USD and SAR, its VAT and its total (see the rounding rule above). */
export function priceOrder(lines: readonly OrderLine[], rates: Rates): PricedOrder {
  const priced = lines.map((line): PricedLine => {
    requireCount(line.unitPriceUsdCents, "a unit price in US cents");
    requirePositive(line.quantity, "a quantity");
    const usdCents = line.unitPriceUsdCents * line.quantity;
    requireCount(usdCents, "a line's price in US cents");
    return { ...line, usdCents, netHalalas: usdCentsToHalalas(usdCents, rates.sarPerUsd) };
  });
  const netHalalas = sum(priced.map((line) => line.netHalalas));
  const vatHalalas = vatOn(netHalalas, rates.vatBasisPoints);
  return { lines: priced, netHalalas, vatHalalas, totalHalalas: netHalalas + vatHalalas, rates };
}

/**
 * Halalas as a plain decimal string of riyals, two decimals, no grouping: 116_438 → "1164.38".
 * The form ZATCA's QR code and Moyasar's `amount_format` use; pages format with @wro/i18n.
 */
export function formatSar(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new Error(`Not a whole number of halalas: ${halalas}`);
  const sign = halalas < 0 ? "-" : "";
  const absolute = Math.abs(halalas);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/**
 * A non-negative decimal typed by an admin as an integer scaled by 10^decimals, exactly:
 * ("3.75", 4) → 37_500 (the SAR rate), ("15", 2) → 1_500 (VAT in basis points).
 */
export function parseScaledDecimal(
  text: string,
  decimals: number,
): { ok: true; value: number } | { ok: false; reason: "notADecimal" | "tooPrecise" | "tooLarge" } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, reason: "notADecimal" };
  const [, whole = "", fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > decimals) return { ok: false, reason: "tooPrecise" };
  const value = Number(whole + significant.padEnd(decimals, "0"));
  if (!Number.isSafeInteger(value)) return { ok: false, reason: "tooLarge" };
  return { ok: true, value };
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function sum(values: readonly number[]): number {
  const total = values.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total)) throw new Error("An order's total is beyond exact integers.");
  return total;
}

function toNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("An amount is beyond exact integers.");
  return Number(value);
}

// Wrong inputs here are the caller's bug (prices and rates are validated where they are typed),
// so they throw plain errors rather than return a result a caller could ignore.
function requireCount(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} must be a whole number ≥ 0: ${value}`);
}

function requirePositive(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${what} must be a whole number > 0: ${value}`);
}
