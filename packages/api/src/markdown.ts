import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Announcement bodies: Markdown turned into HTML on the server, then sanitized, so what an
 * admin writes can link, list, emphasise and head sections but never run a script. The site's
 * pages and the back office's live preview both call this one function (no renderer in the
 * browser).
 */

// GitHub-flavoured Markdown; single line breaks stay line breaks, as admins type them.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** An absolute web link (another site); links within the site are paths ("/scheduale/"). */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "del",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // Anything else (script, style, iframe …) goes with its content; unknown tags keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // The page's title is its only h1; a body's headings sit below it.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href && isExternal(attribs.href) ? { rel: "noopener noreferrer" } : {}),
      },
    }),
  },
};

/** Safe HTML for a Markdown text. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, policy);
}

/** The text of a Markdown body without its markup (for descriptions and feed summaries). */
export function markdownToText(source: string, maxLength = 200): string {
  const text = decodeEntities(
    sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} }),
  )
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

// The only entities sanitize-html writes into text.
const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const decodeEntities = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);
