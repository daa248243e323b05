import { describe, expect, it } from "vitest";
import { replyLink } from "./reply";

describe("replyLink", () => {
  it("addresses the visitor with the subject and the message quoted line by line", () => {
    const link = replyLink(
      {
        name: "Noura",
        email: "noura+wro@example.org",
        message: "Where is the venue?\nAnd parking?",
        createdAt: new Date("2025-10-01T09:00:00Z"),
      },
      { subject: "Re: your message to WRO Saudi Arabia", wrote: "Noura wrote:" },
    );
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("noura+wro@example.org");
    const params = new URLSearchParams(url.search.replace(/\+/g, "%2B"));
    expect(params.get("subject")).toBe("Re: your message to WRO Saudi Arabia");
    expect(params.get("body")).toBe("\n\nNoura wrote:\n> Where is the venue?\n> And parking?\n");
    expect(link).not.toContain("+wro");
  });
});
