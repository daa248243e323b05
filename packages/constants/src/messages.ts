// Server messages travel as codes, never as English sentences: a code alone ("emailTaken"), or
// with the values its wording needs ("tooManyAttempts?minutes=15"). The package that raises a
// message defines its code and its English once; each app words the code in its own catalog,
// and the legacy REST API, the CLI and the logs answer the English.

/** The values a message's wording fills in. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A package's messages: the English of each code, a sentence or a sentence of the values. */
export type MessageTexts = Readonly<Record<string, string | ((values: Record<string, string>) => string)>>;

/** Each code of a package's messages, as itself: `codes.emailTaken === "emailTaken"`. */
export function messageCodes<const Texts extends MessageTexts>(
  texts: Texts,
): { readonly [Code in keyof Texts]: Code } {
  return Object.fromEntries(Object.keys(texts).map((code) => [code, code])) as {
    readonly [Code in keyof Texts]: Code;
  };
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

/** A message in English by its package's `texts`; a text that is no code of theirs, as it is. */
export function englishOf(texts: MessageTexts, text: string): string {
  const { code, values } = readMessage(text);
  const english = Object.hasOwn(texts, code) ? texts[code] : undefined;
  if (english === undefined) return text;
  return typeof english === "string" ? english : english(values);
}
