/**
 * Characters no text we store may hold: C0 and C1 control characters other than tab, line feed
 * and carriage return (PostgreSQL refuses NUL outright, and the rest only garble), and the
 * bidirectional embeddings, overrides and isolates, which make a name display as something
 * other than what it is. The marks Arabic text relies on (U+200E, U+200F) stay allowed.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const hasForbiddenCharacter = (text: string) => FORBIDDEN.test(text);

/**
 * Whether any string in `value` (object keys included) holds a forbidden character. Walks
 * without recursion, so hostile nesting cannot exhaust the stack.
 */
export function findsForbiddenCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (hasForbiddenCharacter(current)) return true;
      continue;
    }
    if (!current || typeof current !== "object") continue;
    if (ArrayBuffer.isView(current) || current instanceof Date) continue;
    for (const [key, inner] of Object.entries(current)) {
      if (hasForbiddenCharacter(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}
