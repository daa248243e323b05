import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../forms/messages.ts";
import { images } from "../testing/admin.ts";
import { handleLegacyRequest } from "./handler.ts";
import { answers, errorAnswer } from "./answers.ts";
import { createRestTestBed, fileOf, form, json, tableSnapshot, type RestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST admin calls on %s", (kind) => {
  let rest: RestTestBed;
  let seasonId: string;
  beforeAll(async () => {
    rest = await createRestTestBed(kind);
    seasonId = (await rest.database.db.season.findUniqueOrThrow({ where: { slug: "season-2025" } })).id;
  });
  afterAll(() => rest?.close());

  const admin = (path: string, init: Parameters<RestTestBed["call"]>[1] = {}) =>
    rest.call(path, { as: "admin", ...init });
  const send = (method: "POST" | "PUT", path: string, body: FormData) => admin(path, { method, body });

  const expectRefused = async (response: Response, status: number, message: string | RegExp) => {
    const body = errorAnswer.parse(await response.json());
    expect({ status: response.status, msg: body.msg }).toMatchObject({ status });
    if (typeof message === "string") expect(body.msg).toBe(message);
    else expect(body.msg).toMatch(message);
    expect(response.headers.get("e_message")).toBe(body.msg);
  };

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

  describe("access", () => {
    it("refuses anonymous callers 401 and students and coaches 403 on every admin call", async () => {
      for (const path of [
        "/api/admin/seasons/?page=0",
        "/api/admin/partners/",
        "/api/admin/admins/",
        `/api/admin/users/?id=${rest.users.student.id}`,
      ]) {
        await expectRefused(await rest.call(path), 401, "Please sign in.");
        await expectRefused(
          await rest.call(path, { as: "student" }),
          403,
          "This needs an administrator account.",
        );
        await expectRefused(
          await rest.call(path, { as: "coach" }),
          403,
          "This needs an administrator account.",
        );
        await expectRefused(
          await rest.call(path, { as: "entity" }),
          403,
          "This needs an administrator account.",
        );
        expect((await admin(path)).status).toBe(200);
      }
      for (const method of ["POST", "PUT"] as const) {
        for (const path of ["/api/admin/seasons/", "/api/admin/partners/", "/api/admin/admins/"]) {
          await expectRefused(
            await rest.call(path, { method, body: new FormData() }),
            401,
            "Please sign in.",
          );
          await expectRefused(
            await rest.call(path, { method, as: "coach", body: new FormData() }),
            403,
            "This needs an administrator account.",
          );
        }
      }
    });

    it("accepts the admin's session cookie in place of a token", async () => {
      const deps = rest.deps({ sessionCaller: async () => rest.bed.admin });
      const response = await handleLegacyRequest(
        new Request("http://localhost/api/admin/partners/?page=0"),
        deps,
      );
      expect(response.status).toBe(200);
      const student = rest.deps({
        sessionCaller: async () => ({ kind: "user", id: rest.users.student.id, type: 0, name: "Student" }),
      });
      expect(
        (await handleLegacyRequest(new Request("http://localhost/api/admin/partners/"), student)).status,
      ).toBe(403);
    });
  });

  describe("/api/admin/seasons/", () => {
    it("GET ?page=n lists seasons with currentPage and totalItems; ?id= gives one", async () => {
      const page = answers.adminSeasons.parse(await json(await admin("/api/admin/seasons/?page=0")));
      expect(page).toMatchObject({ currentPage: 0, totalItems: 1, pageSize: 10 });
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
      await expectRefused(await admin("/api/admin/seasons/?id=unknown"), 404, adminMessages.notFound);
      await expectRefused(
        await admin("/api/admin/seasons/?page=-1"),
        400,
        "page: page is a whole number, counting from 0.",
      );
      await expectRefused(
        await admin("/api/admin/seasons/?page=0&limit=7"),
        400,
        `limit: ${adminMessages.pageSize}`,
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
      expect(rest.revalidated).toContainEqual(["seasons"]);
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
        adminMessages.notFound,
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
      expect(await rest.bed.storedFiles()).toEqual(
        expect.arrayContaining([season.logo, season.attributes[0]!.image]),
      );
    });

    it("POST refuses missing fields, non-images, oversize images and a slug in use — saving nothing", async () => {
      const before = await tableSnapshot(rest.database);
      const files = await rest.bed.storedFiles();
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
        adminMessages.imageType,
      );
      await expectRefused(
        await send(
          "POST",
          "/api/admin/seasons/",
          seasonForm("season-x", { image_1: fileOf(images.oversizePng) }),
        ),
        400,
        `image_1: ${adminMessages.imageTooLarge}`,
      );
      await expectRefused(
        await send("POST", "/api/admin/seasons/", seasonForm("season-2025")),
        409,
        adminMessages.seasonSlugTaken,
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
      expect(await tableSnapshot(rest.database)).toBe(before);
      expect(await rest.bed.storedFiles()).toEqual(files);
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
        adminMessages.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/seasons", update({ updatedAt: current.updatedAt })),
        409,
        adminMessages.staleRecord,
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

  describe("/api/admin/partners/", () => {
    it("GET lists (paging), gives one by id, and toggles status", async () => {
      const page = answers.adminPartners.parse(await json(await admin("/api/admin/partners/?page=0")));
      expect(page).toMatchObject({ currentPage: 0, totalItems: 9, pageSize: 10 });
      expect(page.partners[0]).toMatchObject({
        _id: expect.any(String),
        file_path: expect.stringMatching(/^partners\//),
      });
      const one = answers.adminPartner.parse(
        await json(await admin("/api/admin/partners/?id=seed-partner-gulf-makers")),
      );
      expect(one.partner.name).toBe("Gulf Makers Hub");
      const toggled = answers.adminPartnerSaved.parse(
        await json(await admin("/api/admin/partners/?id=seed-partner-gulf-makers&status=false")),
      );
      expect(toggled.partner.status).toBe(false);
      await admin("/api/admin/partners/?id=seed-partner-gulf-makers&status=true");
      await expectRefused(
        await admin("/api/admin/partners/?id=nope&status=true"),
        404,
        adminMessages.notFound,
      );
      await expectRefused(
        await admin("/api/admin/partners/?status=true"),
        400,
        "id is required with status.",
      );
    });

    it("POST creates a partner from its logo file, named after the file", async () => {
      const response = await send(
        "POST",
        "/api/admin/partners/",
        form({ file: fileOf(images.png) }, { file: "desert-robotics.png" }),
      );
      expect(response.status).toBe(200);
      const { partner, msg } = answers.adminPartnerSaved.parse(await response.json());
      expect(msg).toBe("Saved Successfully!");
      expect(partner).toMatchObject({
        name: "desert robotics",
        tier: "NONE",
        status: true,
        file_path: expect.stringMatching(/^partners\/.+\.png$/),
      });
      const named = answers.adminPartnerSaved.parse(
        await json(
          await send(
            "POST",
            "/api/admin/partners/",
            form({ file: fileOf(images.gif), name: "Sahel Labs", tier: "GOLD" }),
          ),
        ),
      );
      expect(named.partner).toMatchObject({ name: "Sahel Labs", tier: "GOLD" });
    });

    it("POST refuses a missing file, a non-image and a bad tier — saving nothing", async () => {
      const before = await tableSnapshot(rest.database);
      await expectRefused(
        await send("POST", "/api/admin/partners/", form({ name: "No logo" })),
        400,
        "file: Send an image file (JPG, PNG or GIF).",
      );
      await expectRefused(
        await send(
          "POST",
          "/api/admin/partners/",
          form({ file: fileOf(images.textAsPng) }, { file: "logo.png" }),
        ),
        400,
        adminMessages.imageType,
      );
      await expectRefused(
        await send("POST", "/api/admin/partners/", form({ file: fileOf(images.png), tier: "PLATINUM" })),
        400,
        /^tier: /,
      );
      expect(await tableSnapshot(rest.database)).toBe(before);
    });

    it("PUT replaces the logo of a partner by id and removes the old file", async () => {
      const created = answers.adminPartnerSaved.parse(
        await json(
          await send("POST", "/api/admin/partners/", form({ file: fileOf(images.png), name: "To update" })),
        ),
      );
      const response = await send(
        "PUT",
        "/api/admin/partners/",
        form({ id: created.partner._id, file: fileOf(images.jpg) }),
      );
      const { partner, msg } = answers.adminPartnerSaved.parse(await response.json());
      expect(msg).toBe("Update Successfully!");
      expect(partner).toMatchObject({ name: "To update", file_path: expect.stringMatching(/\.jpg$/) });
      const files = await rest.bed.storedFiles();
      expect(files).toContain(partner.file_path);
      expect(files).not.toContain(created.partner.file_path);
      await expectRefused(
        await send("PUT", "/api/admin/partners/", form({ id: "nope", file: fileOf(images.jpg) })),
        404,
        adminMessages.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/partners/", form({ file: fileOf(images.jpg) })),
        400,
        "id: This field is required.",
      );
    });
  });

  describe("/api/admin/admins/ and /api/admin/users/", () => {
    const newAdmin = {
      name: "Noura",
      email: "noura@example.org",
      phone_number: "0551234567",
      national_id: "1000000077",
      nationality: "SA",
      password: "noura-password",
      cpassword: "noura-password",
      type: 4,
    };
    const postJson = (body: unknown) =>
      admin("/api/admin/admins/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    let nouraId: string;

    it("POST creates an admin from JSON user fields plus cpassword", async () => {
      const response = await postJson(newAdmin);
      expect(response.status).toBe(200);
      const { user, msg } = answers.adminUserSaved.parse(await response.json());
      nouraId = user._id;
      expect(msg).toBe("Saved Successfully!");
      expect(user).toMatchObject({
        national_id: "1000000077",
        phone_number: "+966551234567",
        type: 4,
        isAdmin: true,
        nationality: "SA",
        gender: "Male",
      });
    });

    it("POST answers spec §5's messages, duplicates 409, and only creates admins", async () => {
      await expectRefused(await postJson({ name: "Only a name" }), 400, "Please fill form carefully!");
      await expectRefused(
        await postJson({ ...newAdmin, national_id: "1000000078", cpassword: "other-password" }),
        400,
        "cpassword: Password is not Matched",
      );
      await expectRefused(await postJson(newAdmin), 409, adminMessages.emailTaken);
      await expectRefused(
        await postJson({ ...newAdmin, email: "other@example.org", type: 1 }),
        400,
        /^type: Only admin accounts/,
      );
      await expectRefused(
        await postJson({ ...newAdmin, email: "x@example.org", national_id: "1000000079", gender: "Other" }),
        400,
        /^gender: /,
      );
    });

    it("GET lists admins (users, paging), gives one, and toggles status — never one's own", async () => {
      const page = answers.adminUsers.parse(await json(await admin("/api/admin/admins/?page=0&limit=10")));
      expect(page.users.map((user) => user.national_id).sort()).toEqual(["1000000001", "1000000077"]);
      expect(page.totalItems).toBe(2);
      expect(answers.user.parse(await json(await admin(`/api/admin/admins/?id=${nouraId}`))).user.name).toBe(
        "Noura",
      );
      const toggled = answers.adminUserSaved.parse(
        await json(await admin(`/api/admin/admins/?id=${nouraId}&status=false`)),
      );
      expect(toggled.user.status).toBe(false);
      await admin(`/api/admin/admins/?id=${nouraId}&status=true`);
      await expectRefused(
        await admin(`/api/admin/admins/?id=${rest.users.admin.id}&status=false`),
        400,
        adminMessages.ownAccountDisable,
      );
      // Students are not admins: the admin list does not find them.
      await expectRefused(
        await admin(`/api/admin/admins/?id=${rest.users.student.id}&status=false`),
        404,
        adminMessages.notFound,
      );
    });

    it("PUT updates an admin from the spec's multipart fields; a new picture replaces the old", async () => {
      const response = await send(
        "PUT",
        "/api/admin/admins",
        form({
          id: nouraId,
          name: "Noura A.",
          email: "noura@example.org",
          phone_number: "0551234567",
          national_id: "1000000077",
          nationality: "JO",
          subscription: "true",
          password: "",
          logo: fileOf(images.gif),
          dob: "1990-05-01",
          gender: "Female",
          type: "4",
          steb_user_id: "",
          guardian_name: "None",
          guardian_phone: "None",
        }),
      );
      expect(response.status).toBe(200);
      const { user, msg } = answers.adminUserSaved.parse(await response.json());
      expect(msg).toBe("Update Successfully!");
      expect(user).toMatchObject({
        name: "Noura A.",
        nationality: "JO",
        dob: "1990-05-01",
        gender: "Female",
        subscription: "false",
      });
      expect(user.picture).toMatch(/^admins\/.+\.gif$/);
      // The password stays when left empty: Noura still signs in with it.
      const signIn = await rest.call("/api/adduser", {
        method: "POST",
        body: JSON.stringify({ national_id: "1000000077", password: "noura-password", type: 4 }),
      });
      expect(signIn.status).toBe(200);
    });

    it("PUT refuses a mismatched confirmation, bad fields, unknown ids and non-admin types", async () => {
      await expectRefused(
        await send(
          "PUT",
          "/api/admin/admins",
          form({ id: nouraId, password: "new-password-1", cpassword: "other-password" }),
        ),
        400,
        "cpassword: Password is not Matched",
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, email: "not-an-email" })),
        400,
        `email: ${adminMessages.invalidEmail}`,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, name: "" })),
        400,
        "Please fill form carefully!",
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: "nope", name: "X" })),
        404,
        adminMessages.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, type: "1" })),
        400,
        /^type: Only admin accounts/,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, logo: fileOf(images.textAsPng) })),
        400,
        adminMessages.imageType,
      );
    });

    it("GET /api/admin/users/?id= gives any user; unknown 404; missing id 400", async () => {
      const { user } = answers.user.parse(
        await json(await admin(`/api/admin/users/?id=${rest.users.student.id}`)),
      );
      expect(user).toMatchObject({ national_id: "1000000010", type: 0 });
      await expectRefused(await admin("/api/admin/users/?id=nope"), 404, adminMessages.notFound);
      await expectRefused(await admin("/api/admin/users/"), 400, /^id: /);
    });
  });
});
