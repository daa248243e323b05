import { testDatabaseKinds } from "@wro/db/testing";
import { describe, expect, it } from "vitest";
import { adminMessageTexts } from "../forms/messages.ts";
import { images } from "../testing/admin.ts";
import { answers } from "./answers.ts";
import { expectRefused, fileOf, form, json, tableSnapshot, useRestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST /api/admin/partners/ on %s", (kind) => {
  const { rest, admin, send } = useRestTestBed(kind);

  describe("/api/admin/partners/", () => {
    it("GET lists (paging), gives one by id, and toggles status", async () => {
      const page = answers.adminPartners.parse(await json(await admin("/api/admin/partners/?page=0")));
      expect(page).toMatchObject({ currentPage: 0, totalItems: 9, pageSize: 10 });
      expect(page.partners[0]).toMatchObject({
        _id: expect.any(String),
        file_path: expect.stringMatching(/^partners\//),
      });
      const one = answers.adminPartner.parse(
        await json(await admin("/api/admin/partners/?id=test-partner-gulf-makers")),
      );
      expect(one.partner.name).toBe("Gulf Makers Hub");
      const toggled = answers.adminPartnerSaved.parse(
        await json(await admin("/api/admin/partners/?id=test-partner-gulf-makers&status=false")),
      );
      expect(toggled.partner.status).toBe(false);
      await admin("/api/admin/partners/?id=test-partner-gulf-makers&status=true");
      await expectRefused(
        await admin("/api/admin/partners/?id=nope&status=true"),
        404,
        adminMessageTexts.notFound,
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
      const before = await tableSnapshot(rest().database);
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
        adminMessageTexts.imageType,
      );
      await expectRefused(
        await send("POST", "/api/admin/partners/", form({ file: fileOf(images.png), tier: "PLATINUM" })),
        400,
        /^tier: /,
      );
      expect(await tableSnapshot(rest().database)).toBe(before);
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
      const files = await rest().bed.storedFiles();
      expect(files).toContain(partner.file_path);
      expect(files).not.toContain(created.partner.file_path);
      await expectRefused(
        await send("PUT", "/api/admin/partners/", form({ id: "nope", file: fileOf(images.jpg) })),
        404,
        adminMessageTexts.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/partners/", form({ file: fileOf(images.jpg) })),
        400,
        "id: This field is required.",
      );
    });
  });
});
