/**
 * A check of a schema.org `Event` against what Google's Event rich results ask for
 * (developers.google.com/search/docs/appearance/structured-data/event): the required
 * properties, and the recommended ones this site promises to give. Answers the problems found.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;
/** ISO 8601 with a time and a UTC offset, as Google asks for dates of events. */
const dateTime = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/.test(value);
const url = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);
const schemaEnum = (value: unknown, allowed: string[]) =>
  typeof value === "string" && allowed.map((name) => `https://schema.org/${name}`).includes(value);

const eventStatuses = [
  "EventScheduled",
  "EventCancelled",
  "EventMovedOnline",
  "EventPostponed",
  "EventRescheduled",
];
const attendanceModes = [
  "OfflineEventAttendanceMode",
  "OnlineEventAttendanceMode",
  "MixedEventAttendanceMode",
];
const availabilities = ["InStock", "SoldOut", "PreOrder", "LimitedAvailability", "OnlineOnly", "InStoreOnly"];

export function eventProblems(event: Json): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => ok || problems.push(problem);

  expect(event["@context"] === "https://schema.org", "@context is https://schema.org");
  expect(event["@type"] === "Event", '@type is "Event"');
  // Required.
  expect(text(event.name), "name: required text");
  expect(dateTime(event.startDate), "startDate: required, ISO 8601 date and time with offset");
  const location = event.location;
  if (!isObject(location)) problems.push("location: required Place");
  else {
    expect(location["@type"] === "Place", 'location: @type "Place"');
    expect(text(location.name), "location.name: the venue's name");
    const address = location.address;
    if (!isObject(address)) problems.push("location.address: required PostalAddress");
    else {
      expect(address["@type"] === "PostalAddress", 'location.address: @type "PostalAddress"');
      expect(text(address.streetAddress), "location.address.streetAddress");
      expect(text(address.addressLocality), "location.address.addressLocality");
      expect(
        typeof address.addressCountry === "string" && /^[A-Z]{2}$/.test(address.addressCountry),
        "location.address.addressCountry: ISO 3166-1 alpha-2",
      );
    }
    const geo = location.geo;
    if (!isObject(geo)) problems.push("location.geo: GeoCoordinates");
    else {
      expect(geo["@type"] === "GeoCoordinates", 'location.geo: @type "GeoCoordinates"');
      const { latitude, longitude } = geo;
      expect(typeof latitude === "number" && Math.abs(latitude) <= 90, "location.geo.latitude in -90..90");
      expect(
        typeof longitude === "number" && Math.abs(longitude) <= 180,
        "location.geo.longitude in -180..180",
      );
    }
  }
  // Recommended.
  expect(text(event.description), "description");
  expect(dateTime(event.endDate), "endDate: ISO 8601 date and time with offset");
  if (dateTime(event.startDate) && dateTime(event.endDate))
    expect(
      Date.parse(event.endDate as string) > Date.parse(event.startDate as string),
      "endDate after startDate",
    );
  expect(schemaEnum(event.eventStatus, eventStatuses), "eventStatus: a schema.org EventStatusType");
  expect(
    schemaEnum(event.eventAttendanceMode, attendanceModes),
    "eventAttendanceMode: a schema.org EventAttendanceModeEnumeration",
  );
  expect(Array.isArray(event.image) && event.image.length > 0 && event.image.every(url), "image: URLs");
  expect(url(event.url), "url");
  const organizer = event.organizer;
  expect(
    isObject(organizer) &&
      ["Organization", "Person"].includes(organizer["@type"] as string) &&
      text(organizer.name) &&
      url(organizer.url),
    "organizer: an Organization with name and url",
  );
  const offers = event.offers;
  if (!Array.isArray(offers) || offers.length === 0) problems.push("offers: at least one Offer");
  else
    for (const [index, offer] of offers.entries()) {
      const at = `offers[${index}]`;
      if (!isObject(offer)) {
        problems.push(`${at}: an Offer`);
        continue;
      }
      expect(offer["@type"] === "Offer", `${at}: @type "Offer"`);
      expect(typeof offer.price === "number" && offer.price >= 0, `${at}.price: a number`);
      expect(
        typeof offer.priceCurrency === "string" && /^[A-Z]{3}$/.test(offer.priceCurrency),
        `${at}.priceCurrency: ISO 4217`,
      );
      expect(
        schemaEnum(offer.availability, availabilities),
        `${at}.availability: a schema.org ItemAvailability`,
      );
      expect(url(offer.url), `${at}.url`);
      expect(dateTime(offer.validFrom), `${at}.validFrom: ISO 8601 date and time with offset`);
    }
  return problems;
}

/** The JSON-LD objects of an HTML page. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}
