import type { APIRequestContext, Browser } from "@playwright/test";
import { pngBytes, signIn } from "./admin.ts";
import { trpcCall, type Json } from "./trpc.ts";

/**
 * The venue, sponsors and results the public-page tests read. The demo content has none of them
 * (the specification names no venue, partner or result), so the tests enter them as an
 * organizer would: through the back office's tRPC procedures, as the seeded admin.
 */

export const testVenue = {
  en: {
    name: "Jubail Exhibition Centre",
    address: "King Abdulaziz Road, Jubail Industrial City, Saudi Arabia",
  },
  ar: {
    name: "مركز الجبيل للمعارض",
    address: "طريق الملك عبدالعزيز، مدينة الجبيل الصناعية، المملكة العربية السعودية",
  },
  lat: 27.0112,
  lon: 49.6583,
} as const;

/** Three tiers of three, and enough logos for the carousel to loop (5.5 at a time on wide screens). */
export const testPartners = [
  { name: "Nawat Energy", tier: "PREMIUM" },
  { name: "Jubail Industrial Valley", tier: "PREMIUM" },
  { name: "Sahel Telecom", tier: "PREMIUM" },
  { name: "Falak Robotics", tier: "GOLD" },
  { name: "Midad Education", tier: "GOLD" },
  { name: "Tarqiya Labs", tier: "GOLD" },
  { name: "Gulf Makers Hub", tier: "SILVER" },
  { name: "Bina Components", tier: "SILVER" },
  { name: "Nukhba Academy", tier: "SILVER" },
] as const;

/** Results of the current season: two categories, three places each. */
export const testResults = [
  "category,place,team,country,institution",
  "robomission-junior,1,Team Falcons,SA,Jubail School",
  "robomission-junior,2,Team Dunes,SA,Riyadh School",
  "robomission-junior,3,Team Pearls,BH,Manama School",
  "future-engineers,1,Team Circuit,SA,Dammam College",
  "future-engineers,2,Team Oasis,AE,Dubai College",
  "future-engineers,3,Team Gulf,KW,Kuwait College",
].join("\r\n");
export const currentSeasonId = "seed-season-2025";

/** Runs `work` with a request context signed in as the seeded admin (through the sign-in form). */
export async function asAdmin<T>(
  browser: Browser,
  baseURL: string | undefined,
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage({ baseURL });
  try {
    await signIn(page);
    return await work(page.request);
  } finally {
    await page.close();
  }
}

const itemsOf = async (request: APIRequestContext, path: string, input: Json = {}) =>
  ((await trpcCall(request, path, { pageSize: 100, ...input }, "query")) as { items: Json[] }).items;

/** Sets the event's venue (both languages and its point), or clears it with `null`. */
export async function setVenue(request: APIRequestContext, venue: typeof testVenue | null) {
  const [event] = await itemsOf(request, "event.list");
  const { id, nameEn, nameAr, eventDate, locationEn, locationAr, status, updatedAt } = event!;
  await trpcCall(request, "event.update", {
    id,
    expectedUpdatedAt: updatedAt,
    nameEn,
    nameAr,
    eventDate,
    locationEn,
    locationAr,
    status,
    venueNameEn: venue?.en.name ?? null,
    venueNameAr: venue?.ar.name ?? null,
    venueAddressEn: venue?.en.address ?? null,
    venueAddressAr: venue?.ar.address ?? null,
    venueLatitude: venue?.lat ?? null,
    venueLongitude: venue?.lon ?? null,
  });
}

/** Adds the test partners (with a logo each) that are not there yet. */
export async function addPartners(request: APIRequestContext) {
  const have = new Set((await itemsOf(request, "partner.list")).map((partner) => partner.name));
  const logoFile = `data:image/png;base64,${pngBytes().toString("base64")}`;
  for (const [order, partner] of testPartners.entries())
    if (!have.has(partner.name)) await trpcCall(request, "partner.create", { ...partner, order, logoFile });
}

/** Imports the test results into the current season unless they are there already. */
export async function addResults(request: APIRequestContext) {
  const listed = await itemsOf(request, "result.list", { seasonId: currentSeasonId, search: "Team Falcons" });
  if (listed.length === 0)
    await trpcCall(request, "result.importCsv", { seasonId: currentSeasonId, csv: testResults });
}

/** The venue, partners and results the public pages show in the tests. */
export async function addPublicContent(request: APIRequestContext) {
  await setVenue(request, testVenue);
  await addPartners(request);
  await addResults(request);
}

/**
 * Takes them all away again: no venue, no active partner, no result in any season. Answers
 * what it switched off or deleted, for `restore`.
 */
export async function removePublicContent(request: APIRequestContext) {
  await setVenue(request, null);
  const partners = (await itemsOf(request, "partner.list")).filter((partner) => partner.status === true);
  for (const partner of partners)
    await trpcCall(request, "partner.setStatus", { id: partner.id, value: false });
  for (
    let results = await itemsOf(request, "result.list");
    results.length;
    results = await itemsOf(request, "result.list")
  )
    for (const result of results)
      await trpcCall(request, "result.delete", { id: result.id, expectedUpdatedAt: result.updatedAt });
  return { partners: partners.map((partner) => String(partner.id)) };
}

/** Switches the partners `removePublicContent` switched off back on. */
export async function restorePartners(request: APIRequestContext, ids: string[]) {
  for (const id of ids) await trpcCall(request, "partner.setStatus", { id, value: true });
}

/** The stored files (/uploads/…) a page's <img> and <source> elements name, srcSet candidates included. */
export const uploadedImageSources = (html: string) =>
  new Set(
    [...html.matchAll(/<(?:img|source)[^>]+?(?:src|srcSet)="([^"]+)"/g)].flatMap((match) =>
      match[1]!
        .replaceAll("&amp;", "&")
        .split(",")
        .map((candidate) => candidate.trim().split(" ")[0]!)
        .filter((url) => url.startsWith("/uploads/")),
    ),
  );
