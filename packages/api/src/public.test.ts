import { testDatabaseKinds, type TestDatabase } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleTrpcRequest } from "./http/trpc.ts";
import { createCaller } from "./root.ts";
import { createSeededDatabase } from "./testing/database.ts";
import type { Context } from "./trpc.ts";

describe.each(testDatabaseKinds)("public procedures on %s", (kind) => {
  let database: TestDatabase;
  let context: Context;
  beforeAll(async () => {
    database = await createSeededDatabase(kind);
    context = { db: database.db, caller: { kind: "anonymous" } };
  });
  afterAll(() => database?.close());

  const caller = () => createCaller(context);

  it("event.current gives the Jubail event of 24 October 2025 in both languages", async () => {
    const event = await caller().event.current();
    expect(event).toMatchObject({
      nameEn: "WRO Saudi Arabia 2025",
      nameAr: expect.stringContaining("الأولمبياد العالمي للروبوت"),
      locationEn: "Jubail, Saudi Arabia",
      locationAr: "الجبيل، المملكة العربية السعودية",
      status: true,
    });
    expect(event?.eventDate).toEqual(new Date("2025-10-24T09:00:00+03:00"));
  });

  it("event.current is empty when no event is active (no countdown)", async () => {
    await database.db.event.updateMany({ data: { status: false } });
    expect(await caller().event.current()).toBeNull();
    await database.db.event.updateMany({ data: { status: true } });
  });

  it("region.participating lists active countries with English and Arabic names and flags", async () => {
    const countries = await caller().region.participating();
    expect(countries.length).toBe(14);
    expect(countries).toContainEqual(
      expect.objectContaining({ code: "JO", nameEn: "Jordan", nameAr: "الأردن", flag: "flags/jo.svg" }),
    );
    await database.db.region.update({ where: { code: "JO" }, data: { status: false } });
    expect((await caller().region.participating()).map((country) => country.code)).not.toContain("JO");
    await database.db.region.update({ where: { code: "JO" }, data: { status: true } });
  });

  it("partner.byTier groups active partners as Premium, Gold, Silver", async () => {
    const groups = await caller().partner.byTier();
    expect(groups.map((group) => group.tier)).toEqual(["PREMIUM", "GOLD", "SILVER"]);
    expect(groups[0]?.partners.map((partner) => partner.name)).toEqual([
      "Nawat Energy",
      "Jubail Industrial Valley",
      "Sahel Telecom",
    ]);
    expect(groups[0]?.partners[0]?.filePath).toBe("partners/nawat-energy.png");
  });

  it("faq.active gives the questions and answers in English and Arabic", async () => {
    const faqs = await caller().faq.active();
    expect(faqs.length).toBe(5);
    expect(faqs[0]).toMatchObject({
      questionEn: "Who can take part in WRO Saudi Arabia?",
      answerAr: expect.stringContaining("8 إلى 19"),
    });
  });

  it("training.active gives the active training centres, and refuses an unknown region", async () => {
    const centres = await caller().training.active();
    expect(centres).toEqual([
      expect.objectContaining({
        training: "training-center",
        nameEn: "Jubail Robotics Training Center",
        nameAr: "مركز الجبيل للتدريب على الروبوت",
      }),
    ]);
    expect(await caller().training.active({ training: "online-course" })).toEqual([]);
    await expect(caller().training.active({ regionId: "no-such-region" })).rejects.toThrow(/No region/);
  });

  it("season.bySlug gives the season with its three attribute blocks in both languages", async () => {
    const season = await caller().season.bySlug({ slug: "season-2025" });
    expect(season).toMatchObject({
      nameEn: "Season 2025",
      nameAr: "موسم 2025",
      titleEn: "The Future of Robots",
    });
    expect(season.attributes.map((attribute) => [attribute.position, attribute.titleEn])).toEqual([
      [1, "Four categories"],
      [2, "A national final in Jubail"],
      [3, "The road to the world"],
    ]);
    expect(season.attributes[0]?.titleAr).toBe("أربع فئات");
  });

  it("season.bySlug says not found for an unknown slug", async () => {
    await expect(caller().season.bySlug({ slug: "season-1999" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("setting.public gives the registration link and contact e-mail of site WRO", async () => {
    expect(await caller().setting.public()).toMatchObject({
      siteName: "WRO",
      registrationLink: expect.stringMatching(/^https:\/\//),
      contactEmail: "info@wro-saudi.org",
    });
  });

  it("answers bad input over HTTP with 400 and each field's message code", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { slug: "not a slug!" } }));
    const response = await handleTrpcRequest(
      new Request(`http://localhost/api/trpc/season.bySlug?input=${input}`),
      context,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { message: string; data: { fieldErrors: unknown } } };
    };
    expect(body.error.json.message).toBe("slug: slugFormat");
    expect(body.error.json.data.fieldErrors).toEqual({
      slug: ["slugFormat"],
    });
  });

  it("answers a missing input field over HTTP with 400", async () => {
    const response = await handleTrpcRequest(
      new Request(
        `http://localhost/api/trpc/season.bySlug?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
      ),
      context,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toMatch(/^slug: /);
  });
});
