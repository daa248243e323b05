// Server messages travel as codes, never as English sentences: a code alone ("emailTaken"), or
// with the values its wording needs ("tooManyAttempts?minutes=15"). The package that raises a
// message words it once, as a Lingui message descriptor whose id is the code:
//
//   /*i18n*/ { id: "emailTaken", message: "This e-mail is already registered." }
//
// The comment is what Lingui's extractor looks for (no macro: the packages run under plain
// Node). `@wro/i18n` extracts the descriptors of every package into one catalog per language;
// both apps translate a code with it, and the legacy REST API, the CLI and the logs answer
// its English.

/** The values a message's wording fills in (ICU placeholders such as `{minutes}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message as its package words it: `id` is the code that travels, `message` its English (ICU). */
export interface ServerMessage {
  readonly id: string;
  readonly message: string;
}

/** Each code of a package's messages, as itself: `codes.emailTaken === "emailTaken"`. */
export function messageCodes<const Messages extends readonly ServerMessage[]>(
  messages: Messages,
): { readonly [Message in Messages[number] as Message["id"]]: Message["id"] } {
  return Object.fromEntries(messages.map(({ id }) => [id, id])) as never;
}

/** Each message's English source (ICU, its values unfilled), by code. */
export function messageTexts<const Messages extends readonly ServerMessage[]>(
  messages: Messages,
): { readonly [Message in Messages[number] as Message["id"]]: Message["message"] } {
  return Object.fromEntries(messages.map(({ id, message }) => [id, message])) as never;
}

/** A message with the values its wording needs, as it travels. */
export function codedMessage(code: string, values: MessageValues): string {
  const query = Object.entries(values).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
  );
  return `${code}?${query.join("&")}`;
}

/** The code and values of a message as it travelled. */
export function readMessage(text: string): { code: string; values: Record<string, string> } {
  const mark = text.indexOf("?");
  if (mark < 0) return { code: text, values: {} };
  const pairs = text
    .slice(mark + 1)
    .split("&")
    .map((pair) => pair.split("=").map(decodeURIComponent) as [name: string, value: string]);
  return { code: text.slice(0, mark), values: Object.fromEntries(pairs) };
}
