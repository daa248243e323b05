import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown } from "./markdown.ts";

describe("announcement Markdown", () => {
  it("renders links, lists, emphasis and headings", () => {
    const html = renderMarkdown(
      "# Travel\n\nBring **badges** and *passports*:\n\n- one\n- two\n\n1. first\n\nSee [the schedule](/scheduale/) and [WRO](https://wro-association.org/).",
    );
    expect(html).toContain("<h2>Travel</h2>");
    expect(html).toContain("<strong>badges</strong>");
    expect(html).toContain("<em>passports</em>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n</ol>");
    expect(html).toContain('<a href="/scheduale/">the schedule</a>');
    expect(html).toContain('<a href="https://wro-association.org/" rel="noopener noreferrer">WRO</a>');
  });

  it("strips scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        '<p onclick="alert(3)">click</p>',
        "[bad](javascript:alert(4))",
        '<a href="JaVaScRiPt:alert(5)">also bad</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="https://example.org" target="_blank" rel="opener">opener</a>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|iframe|<img|alert\(1\)/i);
    expect(html).toContain("<p>click</p>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">opener</a>');
  });

  it("gives the plain text for descriptions, shortened", () => {
    expect(markdownToText("Hello **world** & [friends](https://x.org)")).toBe("Hello world & friends");
    expect(markdownToText("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
