import { describe, expect, it } from "vitest";
import { keepable, marked, pageKey, SAVED_AT_HEADER, savedAt, stamped } from "./saved-copy.ts";

const page = (lang: "en" | "ar") =>
  `<!DOCTYPE html><html lang="${lang}"><head></head><body><main>Schedule</main><script>self.__next_f.push([1,"\\u003c/body>"])</script></body></html>`;
// 14:05 in Riyadh on the first day of the final.
const savedMoment = Date.UTC(2025, 9, 24, 11, 5);
const sameDay = new Date(Date.UTC(2025, 9, 24, 15, 0));
const nextDay = new Date(Date.UTC(2025, 9, 25, 7, 0));
const saved = (lang: "en" | "ar") =>
  new Response(page(lang), { headers: { [SAVED_AT_HEADER]: String(savedMoment), "content-length": "999" } });

describe("a saved copy of a page", () => {
  it("keeps the page as it came, with the moment it was saved", async () => {
    const copy = stamped(
      new Response(page("en"), { headers: { "content-type": "text/html; charset=utf-8" } }),
      savedMoment,
    );
    expect(savedAt(copy)).toBe(savedMoment);
    expect(copy.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await copy.text()).toBe(page("en"));
  });

  it("served in place of the network's answer, ends its body with the offline note, in its language", async () => {
    const time = `<time datetime="2025-10-24T11:05:00.000Z">14:05</time>`;
    const english = await marked(saved("en"), "https://wro.example/scheduale/", { now: sameDay });
    expect(await english.text()).toBe(
      page("en").replace(
        "</body>",
        `<p class="offline-note" role="status">Offline — saved at ${time}</p></body>`,
      ),
    );
    expect(english.headers.has("content-length")).toBe(false);
    const arabic = await (
      await marked(saved("ar"), "https://wro.example/ar/scheduale/", { now: sameDay })
    ).text();
    expect(arabic).toContain(
      `<p class="offline-note" role="status">غير متصل — حُفظت في ${time}</p></body></html>`,
    );
  });

  it("links to the visitor's own badge when one is saved", async () => {
    const arabic = await (
      await marked(saved("ar"), "https://wro.example/ar/faq/", {
        now: sameDay,
        badge: "/badge?of=me&layout=a6",
      })
    ).text();
    expect(arabic).toContain(`14:05</time> · <a href="/badge?of=me&#38;layout=a6">شارتي</a></p></body>`);
  });

  it("names the day when it was saved on another day", async () => {
    const english = await (await marked(saved("en"), "https://wro.example/faq/", { now: nextDay })).text();
    expect(english).toContain(`<time datetime="2025-10-24T11:05:00.000Z">Fri 14:05</time>`);
  });

  it("without a saved moment is served as it is", async () => {
    expect(await (await marked(new Response(page("en")), "https://wro.example/")).text()).toBe(page("en"));
    expect(savedAt(new Response(page("en"), { headers: { [SAVED_AT_HEADER]: "soon" } }))).toBeNull();
  });

  it("is one per page, whatever the query", () => {
    expect(pageKey(new Request("https://wro.example/ar/scheduale/?utm_source=qr#day-2"))).toBe(
      "https://wro.example/ar/scheduale/",
    );
  });

  it("is never made of another site's answer, a failure, or a private one", () => {
    // Answers built here are of type "default"; the browser gives "basic" to this site's own.
    expect(keepable(new Response(page("en")))).toBe(false);
    const own = (status: number, cacheControl = "public, s-maxage=2") =>
      Object.defineProperty(
        new Response(page("en"), { status, headers: { "cache-control": cacheControl } }),
        "type",
        {
          value: "basic",
        },
      );
    expect(keepable(own(200))).toBe(true);
    expect(keepable(own(404))).toBe(false);
    expect(keepable(own(500))).toBe(false);
    expect(keepable(own(200, "private, no-store"))).toBe(false);
    expect(keepable(own(200, "no-store"))).toBe(false);
  });
});
