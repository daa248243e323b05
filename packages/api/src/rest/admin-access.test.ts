import { testDatabaseKinds } from "@wro/db/testing";
import { describe, expect, it } from "vitest";
import { handleLegacyRequest } from "./handler.ts";
import { expectRefused, useRestTestBed } from "./testing.ts";

describe.each(testDatabaseKinds)("legacy REST admin access on %s", (kind) => {
  const { rest, admin } = useRestTestBed(kind);

  describe("access", () => {
    it("refuses anonymous callers 401 and students and coaches 403 on every admin call", async () => {
      for (const path of [
        "/api/admin/seasons/?page=0",
        "/api/admin/partners/",
        "/api/admin/admins/",
        `/api/admin/users/?id=${rest().users.student.id}`,
      ]) {
        await expectRefused(await rest().call(path), 401, "Please sign in.");
        await expectRefused(
          await rest().call(path, { as: "student" }),
          403,
          "This needs an administrator account.",
        );
        await expectRefused(
          await rest().call(path, { as: "coach" }),
          403,
          "This needs an administrator account.",
        );
        await expectRefused(
          await rest().call(path, { as: "entity" }),
          403,
          "This needs an administrator account.",
        );
        expect((await admin(path)).status).toBe(200);
      }
      for (const method of ["POST", "PUT"] as const) {
        for (const path of ["/api/admin/seasons/", "/api/admin/partners/", "/api/admin/admins/"]) {
          await expectRefused(
            await rest().call(path, { method, body: new FormData() }),
            401,
            "Please sign in.",
          );
          await expectRefused(
            await rest().call(path, { method, as: "coach", body: new FormData() }),
            403,
            "This needs an administrator account.",
          );
        }
      }
    });

    it("accepts the admin's session cookie in place of a token", async () => {
      const deps = rest().deps({ sessionCaller: async () => rest().bed.admin });
      const response = await handleLegacyRequest(
        new Request("http://localhost/api/admin/partners/?page=0"),
        deps,
      );
      expect(response.status).toBe(200);
      const student = rest().deps({
        sessionCaller: async () => ({ kind: "user", id: rest().users.student.id, type: 0, name: "Student" }),
      });
      expect(
        (await handleLegacyRequest(new Request("http://localhost/api/admin/partners/"), student)).status,
      ).toBe(403);
    });
  });
});
