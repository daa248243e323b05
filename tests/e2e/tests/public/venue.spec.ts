import { axeViolations } from "../../support/axe.ts";
import { eventProblems, jsonLdOf } from "./event-schema.ts";
import { expect, test } from "../../support/fixtures.ts";
import { asAdmin, setVenue, testVenue } from "../../support/public-content.ts";

// Issue 13 item 2: the venue on the home, event details and transportation pages, with
// directions and a locator map; the home page's schema.org Event.

const venue = {
  en: { ...testVenue.en, section: "The venue", maps: "Open in your maps app", apple: "Open in Apple Maps" },
  ar: { ...testVenue.ar, section: "مقر الحدث", maps: "افتح في تطبيق الخرائط", apple: "افتح في خرائط Apple" },
} as const;
const geo = { lat: testVenue.lat, lon: testVenue.lon };
const paths = ["/", "/event-details/", "/transportation/"];

// The demo content has no venue: an admin enters it, as organizers do.
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, (request) => setVenue(request, testVenue));
});

for (const lang of ["en", "ar"] as const) {
  const text = venue[lang];
  const prefix = lang === "ar" ? "/ar" : "";

  test(`(${lang}) the home page's Event passes the schema check, with the venue's name, address and geo`, async ({
    request,
  }) => {
    const html = await (await request.get(`${prefix}/`)).text();
    const events = jsonLdOf(html).filter((data) => data["@type"] === "Event");
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(eventProblems(event)).toEqual([]);
    expect(event).toMatchObject({
      startDate: "2025-10-24T09:00:00+03:00",
      endDate: "2025-10-26T16:00:00+03:00",
      inLanguage: lang,
      location: {
        name: text.name,
        address: { streetAddress: text.address, addressCountry: "SA" },
        geo: { latitude: geo.lat, longitude: geo.lon },
      },
    });
    expect((event.offers as Array<{ price: number }>).map((offer) => offer.price)).toEqual([110, 270, 320]);
  });

  for (const path of paths) {
    test(`(${lang}) ${prefix}${path} names the venue, links to directions and draws the map; axe finds nothing`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${path}`);
      const section = page.getByRole("region", { name: text.section, exact: true });
      await expect(section).toContainText(text.name);
      await expect(section).toContainText(text.address);
      // https links, which iPhones (unlike with `geo:`) and Android phones open in a maps app.
      await expect(section.getByRole("link", { name: text.maps })).toHaveAttribute(
        "href",
        `https://www.google.com/maps/search/?api=1&query=${geo.lat}%2C${geo.lon}`,
      );
      await expect(section.getByRole("link", { name: text.apple })).toHaveAttribute(
        "href",
        `https://maps.apple.com/?ll=${geo.lat}%2C${geo.lon}&q=${geo.lat}%2C${geo.lon}`,
      );
      expect(await section.locator('a[href^="geo:"]').count()).toBe(0);
      await expect(section.locator('a[data-directions="google"]')).toHaveAttribute(
        "href",
        `https://www.google.com/maps/dir/?api=1&destination=${geo.lat}%2C${geo.lon}`,
      );
      await expect(section.locator('a[data-directions="osm"]')).toHaveAttribute(
        "href",
        new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${geo.lat}&mlon=${geo.lon}`),
      );
      const map = section.getByRole("img", { name: new RegExp(text.name) });
      await expect(map).toBeVisible();
      // The map is zoomed to the region around the venue: the marker in its middle (320 × 260).
      const marker = map.locator("circle").last();
      const [cx, cy] = [Number(await marker.getAttribute("cx")), Number(await marker.getAttribute("cy"))];
      expect(Math.abs(cx - 160)).toBeLessThanOrEqual(2);
      expect(Math.abs(cy - 130)).toBeLessThanOrEqual(2);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the venue section fits a phone in Arabic and English (screenshots)", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ["ar", "en"] as const) {
    await page.goto(`${lang === "ar" ? "/ar" : ""}/transportation/`);
    const section = page.getByRole("region", { name: venue[lang].section, exact: true });
    await section.scrollIntoViewIfNeeded();
    const box = (await section.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await section.screenshot({ path: testInfo.outputPath(`venue-phone-${lang}.png`) });
  }
});

test("the schema check itself refuses an incomplete Event", () => {
  expect(
    eventProblems({ "@context": "https://schema.org", "@type": "Event", startDate: "2025-10-24" }),
  ).toEqual(
    expect.arrayContaining([
      "name: required text",
      "startDate: required, ISO 8601 date and time with offset",
      "location: required Place",
      "offers: at least one Offer",
    ]),
  );
});
