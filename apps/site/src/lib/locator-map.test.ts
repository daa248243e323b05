import { describe, expect, it } from "vitest";
import { LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorMap } from "./locator-map.ts";

// ISO 3166-1 numeric codes, as the world shapes name countries.
const country = { saudiArabia: "682", bahrain: "048", jordan: "400", yemen: "887" };

/** Mercator stretches latitudes, so the frame's middle is within a pixel or two of the point's. */
function expectMiddle({ x, y }: { x: number; y: number }) {
  expect(Math.abs(x - LOCATOR_WIDTH / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(y - LOCATOR_HEIGHT / 2)).toBeLessThanOrEqual(2);
}

describe("the venue's locator map", () => {
  it("is zoomed to the region around the venue, with the venue in the middle", () => {
    const jubail = locatorMap(27.0112, 49.6583);
    expectMiddle(jubail.marker);
    const shown = jubail.outlines.map((outline) => outline.id);
    // Bahrain, across the water from Jubail, is on it; the far ends of the Kingdom are not.
    expect(shown).toEqual(expect.arrayContaining([country.saudiArabia, country.bahrain]));
    expect(shown).not.toContain(country.jordan);
    expect(shown).not.toContain(country.yemen);
    expect(jubail.outlines.find((outline) => outline.home)?.id).toBe(country.saudiArabia);
  });

  it("follows the venue when organizers move it", () => {
    const riyadh = locatorMap(24.7136, 46.6753);
    expectMiddle(riyadh.marker);
    expect(riyadh.outlines.map((outline) => outline.id)).not.toContain(country.bahrain);
  });
});
