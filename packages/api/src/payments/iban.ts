/**
 * A Saudi IBAN as written on a transfer: "SA" and 22 digits (2 check digits, the bank's 2-digit
 * code, 18 digits of account), its check digits valid under ISO 13616 (mod 97). Spaces, as
 * banks print it in groups of four, and lower case are accepted; the answer is the compact form
 * ("SA0380000000608010167519"), or null when it is not one.
 */
export function saudiIban(text: string): string | null {
  const iban = text.replace(/\s+/g, "").toUpperCase();
  if (!/^SA\d{22}$/.test(iban)) return null;
  return ibanChecksumValid(iban) ? iban : null;
}

/**
 * ISO 13616's check: the first four characters moved to the end, each letter replaced by its
 * number (A = 10 … Z = 35), the whole read as an integer leaves 1 when divided by 97. Computed
 * digit by digit so the 30-digit number never leaves exact integers.
 */
function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
