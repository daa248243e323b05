import { testDatabaseKinds } from "@wro/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { adminMessageTexts } from "../forms/messages.ts";
import { images } from "../testing/admin.ts";
import { answers } from "./answers.ts";
import { expectRefused, fileOf, form, json, tableSnapshot, useRestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST /api/admin/seasons/ on %s", (kind) => {
  const { rest, admin, send } = useRestTestBed(kind);
  let seasonId: string;
  beforeAll(async () => {
    seasonId = (await rest().database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } })).id;
  });

  /** A complete season form: names, titles, descriptions and three blocks. */
  const seasonForm = (slug: string, extra: Record<string, string | Blob | undefined> = {}) =>
    form(
      {
        name: "موسم 2026",
        name_en: "Season 2026",
        slug,
        title: "عنوان",
        title_en: "A title",
        description: "وصف",
        description_en: "A description",
        title_1: "كتلة 1",
        desc_1: "نص 1",
        title_2: "كتلة 2",
        desc_2: "نص 2",
        title_3: "كتلة 3",
        desc_3: "نص 3",
        ...extra,
      },
      { logo: "banner.png", image_1: "one.gif", image_2: "two.jpg" },
    );

  describe("/api/admin/seasons/", () => {
    it("GET ?page=n lists seasons with currentPage and totalItems; ?id= gives one", async () => {
      const page = answers.adminSeasons.parse(await json(await admin("/api/admin/seasons/?page=0")));
      // The current season first (newest), then the archived 2024 one.
      expect(page).toMatchObject({ currentPage: 0, totalItems: 2, pageSize: 10 });
      expect(page.seasons.map((season) => season.slug)).toEqual(["season-2025", "wro-2024"]);
      expect(page.seasons[0]).toMatchObject({
        _id: seasonId,
        slug: "season-2025",
        name_en: "Season 2025",
        name: "موسم 2025",
      });
      expect(page.seasons[0]!.attributes.map((attribute) => attribute.title_en)).toEqual([
        "Four categories",
        "A national final in Jubail",
        "The road to the world",
      ]);
      expect(
        answers.adminSeasons.parse(await json(await admin("/api/admin/seasons/?page=1&limit=25"))).seasons,
      ).toEqual([]);
      const one = answers.adminSeason.parse(await json(await admin(`/api/admin/seasons/?id=${seasonId}`)));
      expect(one.season._id).toBe(seasonId);
      await expectRefused(await admin("/api/admin/seasons/?id=unknown"), 404, adminMessageTexts.notFound);
      await expectRefused(
        await admin("/api/admin/seasons/?page=-1"),
        400,
        "page: page is a whole number, counting from 0.",
      );
      await expectRefused(
        await admin("/api/admin/seasons/?page=0&limit=7"),
        400,
        `limit: ${adminMessageTexts.pageSize}`,
      );
    });

    it("GET ?id=&status=&name= and ?id=&registration= toggle the three flags", async () => {
      const toggle = async (query: string) =>
        answers.adminSeasonSaved.parse(
          await json(await admin(`/api/admin/seasons/?id=${seasonId}&${query}`)),
        );
      expect((await toggle("status=true&name=home_active")).season.home_active).toBe(true);
      expect((await toggle("registration=true")).season.registration).toBe(true);
      const saved = await toggle("status=false");
      expect(saved).toMatchObject({
        msg: "Status is Updated Successfully!",
        season: { status: false, registration: true, home_active: true },
      });
      await toggle("status=true");
      await toggle("registration=false");
      await toggle("status=false&name=home_active");
      expect(rest().revalidated).toContainEqual(["seasons"]);
      await expectRefused(await admin("/api/admin/seasons/?status=true"), 400, "id is required with status.");
      await expectRefused(
        await admin(`/api/admin/seasons/?id=${seasonId}&status=maybe`),
        400,
        "status: Use true or false.",
      );
      await expectRefused(
        await admin(`/api/admin/seasons/?id=${seasonId}&status=true&name=slug`),
        400,
        /^name: /,
      );
      await expectRefused(
        await admin("/api/admin/seasons/?id=unknown&registration=true"),
        404,
        adminMessageTexts.notFound,
      );
    });

    it("POST creates a season from the spec's multipart form (English blocks start as the Arabic ones)", async () => {
      const response = await send(
        "POST",
        "/api/admin/seasons/",
        seasonForm("season-2026", {
          logo: fileOf(images.png),
          image_1: fileOf(images.gif),
          image_2: fileOf(images.jpg),
        }),
      );
      expect(response.status).toBe(200);
      const { season, msg } = answers.adminSeasonSaved.parse(await response.json());
      expect(msg).toBe("Saved Successfully!");
      expect(season).toMatchObject({
        slug: "season-2026",
        name: "موسم 2026",
        name_en: "Season 2026",
        status: true,
        registration: false,
      });
      expect(season.logo).toMatch(/^seasons\/.+\.png$/);
      expect(
        season.attributes.map((attribute) => [
          attribute.title,
          attribute.title_en,
          attribute.image.split(".").pop(),
        ]),
      ).toEqual([
        ["كتلة 1", "كتلة 1", "gif"],
        ["كتلة 2", "كتلة 2", "jpg"],
        ["كتلة 3", "كتلة 3", "png"],
      ]);
      expect(season.attributes[2]!.image).toBe("season-attribute.png");
      expect(await rest().bed.storedFiles()).toEqual(
        expect.arrayContaining([season.logo, season.attributes[0]!.image]),
      );
    });

    it("POST refuses missing fields, non-images, oversize images and a slug in use — saving nothing", async () => {
      const before = await tableSnapshot(rest().database);
      const files = await rest().bed.storedFiles();
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("season-x", { name_en: undefined })),
        400,
        "name_en: This field is required.",
      );
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("season-x", { title_1: "  " })),
        400,
        "title_1: This field is required.",
      );
      await expectRefused(
        await send(
          "POST",
          "/api/admin/seasons/",
          seasonForm("season-x", { logo: fileOf(images.png), image_3: fileOf(images.textAsPng) }),
        ),
        400,
        adminMessageTexts.imageType,
      );
      await expectRefused(
        await send(
          "POST",
          "/api/admin/seasons/",
          seasonForm("season-x", { image_1: fileOf(images.oversizePng) }),
        ),
        400,
        `image_1: ${adminMessageTexts.imageTooLarge}`,
      );
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("season-2025")),
        409,
        adminMessageTexts.seasonSlugTaken,
      );
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("not a slug!")),
        400,
        /^slug: /,
      );
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("season-x", { logo: "just text" })),
        400,
        /^logo: /,
      );
      expect(await tableSnapshot(rest().database)).toBe(before);
      expect(await rest().bed.storedFiles()).toEqual(files);
    });

    it("PUT updates texts (with the _en blocks) and keeps what was left out; stale and unknown refused", async () => {
      const current = answers.adminSeason.parse(
        await json(await admin(`/api/admin/seasons/?id=${seasonId}`)),
      ).season;
      const update = (extra: Record<string, string | Blob | undefined>) =>
        seasonForm("season-2025", {
          id: seasonId,
          title_1_en: "Four categories",
          desc_1_en: "English 1",
          title_2_en: "Final",
          desc_2_en: "English 2",
          title_3_en: "World",
          desc_3_en: "English 3",
          ...extra,
        });
      const response = await send("PUT", "/api/admin/seasons", update({ image_2: fileOf(images.png) }));
      expect(response.status).toBe(200);
      const { season, msg } = answers.adminSeasonSaved.parse(await response.json());
      expect(msg).toBe("Update Successfully!");
      expect(season.attributes.map((attribute) => attribute.title_en)).toEqual([
        "Four categories",
        "Final",
        "World",
      ]);
      expect(season.logo).toBe(current.logo);
      expect(season.attributes[0]!.image).toBe(current.attributes[0]!.image);
      expect(season.attributes[1]!.image).not.toBe(current.attributes[1]!.image);
      expect(season.status).toBe(current.status);

      await expectRefused(
        await send("PUT", "/api/admin/seasons", update({ title_2_en: undefined })),
        400,
        "title_2_en: This field is required.",
      );
      await expectRefused(
        await send("PUT", "/api/admin/seasons", update({ id: "unknown" })),
        404,
        adminMessageTexts.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/seasons", update({ updatedAt: current.updatedAt })),
        409,
        adminMessageTexts.staleRecord,
      );
      await expectRefused(
        await send("PUT", "/api/admin/seasons", update({ updatedAt: "yesterday" })),
        400,
        /^updatedAt: /,
      );
    });

    it("refuses a broken multipart body 400", async () => {
      const response = await admin("/api/admin/seasons/", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
      });
      await expectRefused(response, 400, "The request body is not a readable form (multipart/form-data).");
    });
  });
});
