import { testDatabaseKinds } from "@wro/db/testing";
import { describe, expect, it } from "vitest";
import { answers } from "./answers.ts";
import { form, json, useRestTestBed } from "./testing.ts";

/**
 * Issue 36's finance permission is not part of spec §7's admin accounts: the legacy calls neither
 * set it nor show it, and an update through them leaves it as it is.
 */
describe.each(testDatabaseKinds)("legacy REST admin accounts and the finance permission on %s", (kind) => {
  const { rest, admin, send } = useRestTestBed(kind);
  const permissionOf = async (id: string) =>
    (await rest().database.db.user.findUniqueOrThrow({ where: { id }, select: { financePermission: true } }))
      .financePermission;

  it("creates without it (a field of that name is ignored), shows it nowhere, and an update keeps it", async () => {
    const created = await admin("/api/admin/admins/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Huda",
        email: "huda@example.org",
        phone_number: "0551234568",
        national_id: "1000000088",
        nationality: "SA",
        password: "Tq7-lantern-huda",
        cpassword: "Tq7-lantern-huda",
        financePermission: true,
      }),
    });
    expect(created.status).toBe(200);
    const body = (await created.json()) as { user: object };
    expect(body.user).not.toHaveProperty("financePermission");
    const { user } = answers.adminUserSaved.parse(body);
    expect(await permissionOf(user._id)).toBe(false);

    // Granted in the back office; the legacy answers still do not carry it.
    await rest().database.db.user.update({ where: { id: user._id }, data: { financePermission: true } });
    const one = await json<{ user: object }>(await admin(`/api/admin/admins/?id=${user._id}`));
    expect(one.user).not.toHaveProperty("financePermission");
    const list = await json<{ users: object[] }>(await admin("/api/admin/admins/?page=0&limit=10"));
    for (const listed of list.users) expect(listed).not.toHaveProperty("financePermission");

    const updated = await send("PUT", "/api/admin/admins", form({ id: user._id, name: "Huda A." }));
    expect(updated.status).toBe(200);
    const answer = (await updated.json()) as { user: { name: string } };
    expect(answer.user.name).toBe("Huda A.");
    expect(answer.user).not.toHaveProperty("financePermission");
    expect(await permissionOf(user._id)).toBe(true);
  });
});
