/** What a reply needs of a message. */
export interface RepliedMessage {
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/**
 * A `mailto:` link that opens the organizer's own mail program with the visitor as recipient,
 * a subject, and the visitor's message quoted ("> " per line, as mail programs quote). The
 * texts around the quote come translated from the screen.
 */
export function replyLink(message: RepliedMessage, texts: { subject: string; wrote: string }): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus, not a space.
  const query = [
    `subject=${encodeURIComponent(texts.subject)}`,
    `body=${encodeURIComponent(`\n\n${texts.wrote}\n${quoted}\n`)}`,
  ].join("&");
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?${query}`;
}
