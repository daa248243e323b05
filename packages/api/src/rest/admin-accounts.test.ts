import { testDatabaseKinds } from "@wro/db/testing";
import { describe, expect, it } from "vitest";
import { adminMessageTexts } from "../forms/messages.ts";
import { images } from "../testing/admin.ts";
import { answers } from "./answers.ts";
import { expectRefused, fileOf, form, json, useRestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST admin accounts on %s", (kind) => {
  const { rest, admin, send } = useRestTestBed(kind);

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
      await expectRefused(await postJson(newAdmin), 409, adminMessageTexts.emailTaken);
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
        await admin(`/api/admin/admins/?id=${rest().users.admin.id}&status=false`),
        400,
        adminMessageTexts.ownAccountDisable,
      );
      // Students are not admins: the admin list does not find them.
      await expectRefused(
        await admin(`/api/admin/admins/?id=${rest().users.student.id}&status=false`),
        404,
        adminMessageTexts.notFound,
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
      const signIn = await rest().call("/api/adduser", {
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
        `email: ${adminMessageTexts.invalidEmail}`,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, name: "" })),
        400,
        "Please fill form carefully!",
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: "nope", name: "X" })),
        404,
        adminMessageTexts.notFound,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, type: "1" })),
        400,
        /^type: Only admin accounts/,
      );
      await expectRefused(
        await send("PUT", "/api/admin/admins", form({ id: nouraId, logo: fileOf(images.textAsPng) })),
        400,
        adminMessageTexts.imageType,
      );
    });

    it("GET /api/admin/users/?id= gives any user; unknown 404; missing id 400", async () => {
      const { user } = answers.user.parse(
        await json(await admin(`/api/admin/users/?id=${rest().users.student.id}`)),
      );
      expect(user).toMatchObject({ national_id: "1000000010", type: 0 });
      await expectRefused(await admin("/api/admin/users/?id=nope"), 404, adminMessageTexts.notFound);
      await expectRefused(await admin("/api/admin/users/"), 400, /^id: /);
    });
  });
});
