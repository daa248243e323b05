import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, errorAnswer } from "./answers.ts";
import { createRestTestBed, json, type RestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST public calls on %s", (kind) => {
  let rest: RestTestBed;
  beforeAll(async () => {
    rest = await createRestTestBed(kind);
  });
  afterAll(() => rest?.close());

  const get = async (path: string) => {
    const response = await rest.call(path);
    return { status: response.status, headers: response.headers, body: await json(response) };
  };

  const expectRefused = (
    answer: { status: number; headers: Headers; body: unknown },
    status: number,
    message: string | RegExp,
  ) => {
    expect(answer.status).toBe(status);
    const body = errorAnswer.parse(answer.body);
    if (typeof message === "string") expect(body.msg).toBe(message);
    else expect(body.msg).toMatch(message);
    expect(answer.headers.get("e_message")).toBe(body.msg);
  };

  it("GET /api/partners/?status=true: active partners, Premium first, with legacy names", async () => {
    const { status, body } = await get("/api/partners/?status=true");
    expect(status).toBe(200);
    const { partners } = answers.partners.parse(body);
    expect(partners.map((partner) => partner.tier).slice(0, 3)).toEqual(["PREMIUM", "PREMIUM", "PREMIUM"]);
    expect(partners[0]).toMatchObject({
      name: "Nawat Energy",
      file_path: "partners/nawat-energy.png",
      file_url: "/uploads/partners/nawat-energy.png",
      status: true,
    });
    // Without the trailing slash and without the filter: the same call.
    expect((await get("/api/partners")).body).toEqual(body);
  });

  it("refuses status=false on public lists: only active records are public", async () => {
    for (const path of ["/api/partners/?status=false", "/api/faqs/?status=0", "/api/countries/?status=yes"]) {
      expectRefused(await get(path), 400, /^status: Only active records are public/);
    }
  });

  it("GET /api/faqs/?status=true: questions in Arabic (plain) and English (_en)", async () => {
    const { body } = await get("/api/faqs/?status=true");
    const { faqs } = answers.faqs.parse(body);
    expect(faqs).toHaveLength(5);
    expect(faqs[0]).toMatchObject({
      question_en: "Who can take part in WRO Saudi Arabia?",
      answer: expect.stringContaining("8 إلى 19"),
    });
  });

  it("GET /api/competions and /api/wro-seasons: the seeded lists", async () => {
    const { competions } = answers.competions.parse((await get("/api/competions")).body);
    expect(competions.map((competition) => competition.name_en)).toEqual([
      "RoboMission",
      "RoboSports",
      "Future Innovators",
      "Future Engineers",
    ]);
    const { wroseasons } = answers.wroSeasons.parse((await get("/api/wro-seasons?")).body);
    expect(wroseasons.map((season) => season.year)).toEqual([2025, 2024]);
  });

  it("GET /api/regions/ and /api/countries/?status=true: participating countries with flags", async () => {
    const { regions } = answers.regions.parse((await get("/api/regions/")).body);
    expect(regions).toHaveLength(14);
    expect(regions).toContainEqual(
      expect.objectContaining({ code: "JO", name_en: "Jordan", name: "الأردن", flag: "flags/jo.svg" }),
    );
    const countries = answers.regions.parse((await get("/api/countries/?status=true")).body);
    expect(countries.regions).toEqual(regions);
  });

  it("GET /api/trainings/: by region and type, training-center by default; unknown region 404", async () => {
    const saudi = await rest.database.db.region.findUniqueOrThrow({ where: { code: "SA" } });
    const jordan = await rest.database.db.region.findUniqueOrThrow({ where: { code: "JO" } });
    const inSaudi = answers.trainings.parse((await get(`/api/trainings/?region_id=${saudi.id}`)).body);
    expect(inSaudi.trainings).toEqual([
      expect.objectContaining({
        name_en: "Jubail Robotics Training Center",
        training: "training-center",
        region_id: saudi.id,
      }),
    ]);
    const explicit = await get(`/api/trainings/?region_id=${saudi.id}&training=training-center`);
    expect(explicit.body).toEqual(inSaudi);
    expect(
      answers.trainings.parse((await get(`/api/trainings/?region_id=${jordan.id}`)).body).trainings,
    ).toEqual([]);
    expect(
      answers.trainings.parse((await get(`/api/trainings/?training=online-course`)).body).trainings,
    ).toEqual([]);
    expectRefused(await get("/api/trainings/?region_id=no-such-region"), 404, 'No region "no-such-region".');
    expectRefused(await get("/api/trainings/?training=../etc"), 400, /^training: /);
  });

  it("GET /api/timer-counter?status=true: the event with its date and local date string", async () => {
    const { timer } = answers.timer.parse((await get("/api/timer-counter?status=true")).body);
    expect(timer).toMatchObject({
      name_en: "WRO Saudi Arabia 2025",
      event_date: "2025-10-24T06:00:00.000Z",
      event_date_string: "2025-10-24T09:00:00+03:00",
      location_en: "Jubail, Saudi Arabia",
      status: true,
    });
  });

  it("GET /api/settings/?site_name=WRO: the settings; unknown site 404; token not needed", async () => {
    const { setting } = answers.setting.parse((await get("/api/settings/?site_name=WRO")).body);
    expect(setting).toMatchObject({
      site_name: "WRO",
      contact_email: "info@wro-saudi.org",
      visitor_registration_link: expect.stringMatching(/^https:\/\//),
    });
    const withToken = await rest.call("/api/settings/?site_name=WRO", { token: "expired-or-garbage" });
    expect(withToken.status).toBe(200);
    expectRefused(await get("/api/settings/?site_name=Other"), 404, 'No settings for site "Other".');
    for (const forbidden of ["%00", "%E2%80%AE"])
      expectRefused(
        await get(`/api/settings/?site_name=W${forbidden}RO`),
        400,
        "Texts may not contain control characters (such as NUL or text-direction overrides).",
      );
  });

  it("answers unknown paths 404 and other methods 405, in the error shape", async () => {
    expectRefused(await get("/api/nothing-here"), 404, "There is no API call GET /api/nothing-here.");
    const response = await rest.call("/api/partners/", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  it("caches public lists and drops them when an admin change names their tag", async () => {
    const partnerCount = async () =>
      answers.partners.parse((await get("/api/partners/")).body).partners.length;
    const before = await partnerCount();
    // A change behind the adapter's back (another process) is not seen until the cache is dropped …
    await rest.database.db.partner.update({
      where: { id: "test-partner-gulf-makers" },
      data: { status: false },
    });
    expect(await partnerCount()).toBe(before);
    // … an admin change through the adapter drops it.
    const toggle = await rest.call("/api/admin/partners/?id=test-partner-gulf-makers&status=false", {
      as: "admin",
    });
    expect(toggle.status).toBe(200);
    expect(rest.revalidated).toContainEqual(["partners"]);
    expect(await partnerCount()).toBe(before - 1);
    // So does any other writer that passes its tags on (the site's tRPC `revalidate`).
    await rest.database.db.partner.update({
      where: { id: "test-partner-gulf-makers" },
      data: { status: true },
    });
    rest.cache.invalidate(["partners"]);
    expect(await partnerCount()).toBe(before);
  });

  it("GET /api/openapi.json: the document", async () => {
    const { status, body } = await get("/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
  });
});
