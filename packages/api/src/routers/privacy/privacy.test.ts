import { callerFromToken, hashPassword } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import type { Caller } from "../../trpc.ts";

const PASSWORD = "Robots-2025-pass";

describe.each(testDatabaseKinds)("privacy (PDPL rights) on %s", (kind) => {
  let bed: AdminTestBed;
  let hash: string;
  let n = 0;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await bed?.close();
  });

  /** A student with a guardian, a team record, a contact message and an organizer's change. */
  async function personWithData(type = 0) {
    n += 1;
    const db = bed.database.db;
    const user = await db.user.create({
      data: {
        name: `Layla Student ${n}`,
        email: `layla${n}@example.org`,
        nationalId: `30000000${String(n).padStart(2, "0")}`,
        phoneNumber: `+9665000001${String(n).padStart(2, "0")}`,
        guardianName: `Guardian ${n}`,
        guardianPhone: `+9665000009${String(n).padStart(2, "0")}`,
        type,
        passwordHash: hash,
      },
    });
    await db.teamSeasonRecord.create({
      data: {
        type: "registration",
        teamId: `team-${n}`,
        ref: "WRO-2025-1",
        data: { members: ["Layla"] },
        createdById: user.id,
      },
    });
    await db.contactMessage.create({
      data: { name: user.name, email: user.email.toUpperCase(), message: "My child's team question" },
    });
    // Someone else's data, which must stay out of the export and survive the erasure.
    await db.teamSeasonRecord.create({
      data: { type: "registration", teamId: `other-${n}`, ref: "x", data: {} },
    });
    await db.contactMessage.create({
      data: { name: "Other", email: `other${n}@example.org`, message: "Hi" },
    });
    await bed.caller().user.setStatus({ id: user.id, value: false });
    await bed.caller().user.setStatus({ id: user.id, value: true });
    const self: Caller = { kind: "user", id: user.id, type: user.type, name: user.name };
    return { user, self, as: bed.caller(self) };
  }

  it("a person downloads everything kept about them, and never the password hash", async () => {
    const { user, as } = await personWithData();
    const data = await as.privacy.ownData();
    expect(data.account).toMatchObject({
      id: user.id,
      name: user.name,
      nationalId: user.nationalId,
      guardianName: user.guardianName,
      guardianPhone: user.guardianPhone,
      role: "student",
    });
    expect(data.teamSeasonRecords).toEqual([
      expect.objectContaining({ teamId: `team-${n}`, data: { members: ["Layla"] } }),
    ]);
    expect(data.contactMessages.map((message) => message.message)).toEqual(["My child's team question"]);
    expect(data.auditEntries.map((entry) => [entry.action, entry.by])).toEqual([
      ["setStatus", "organizers"],
      ["setStatus", "organizers"],
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(hash);
    expect(text).not.toMatch(/passwordHash|sessionVersion|mustChangePassword/);
    expect(text).not.toContain(bed.admin.name);
    expect(text).not.toContain(`other-${n}`);
  });

  it("deleting one's account needs the password and a yes; then the person is gone, sessions end, the audit trail stays scrubbed", async () => {
    const { user, as } = await personWithData();
    const db = bed.database.db;
    // Disabled and enabled again by an organizer: its sessions are at version 1.
    const session = { sub: user.id, ver: 1 };
    expect(await callerFromToken(db, session)).toMatchObject({ kind: "user", id: user.id });

    expect(
      await failure(as.privacy.deleteOwnAccount({ password: "wrong-password", confirm: true })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "passwordWrong",
    });
    expect(
      await failure(as.privacy.deleteOwnAccount({ password: PASSWORD, confirm: false as true })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("confirmRequired"),
    });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);

    const erased = await as.privacy.deleteOwnAccount({ password: PASSWORD, confirm: true });
    expect(erased).toEqual({
      erased: true,
      teamSeasonRecords: 1,
      contactMessages: 1,
      delegations: 0,
      auditEntriesScrubbed: 2,
    });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await callerFromToken(db, session)).toEqual({ kind: "anonymous" });
    expect(await db.teamSeasonRecord.count({ where: { createdById: user.id } })).toBe(0);
    expect(await db.teamSeasonRecord.count({ where: { teamId: `other-${n}` } })).toBe(1);
    expect(
      await db.contactMessage.count({ where: { email: { equals: user.email, mode: "insensitive" } } }),
    ).toBe(0);
    expect(await db.contactMessage.count({ where: { email: `other${n}@example.org` } })).toBe(1);

    const trail = await db.auditLog.findMany({ where: { entityId: user.id }, orderBy: { createdAt: "asc" } });
    expect(trail.map((entry) => entry.action)).toEqual(["setStatus", "setStatus", "erase"]);
    expect(trail[0]).toMatchObject({
      label: null,
      before: { status: true },
      after: { status: false },
      actorId: bed.admin.id,
    });
    expect(trail[2]).toMatchObject({
      actorId: user.id,
      actorName: "deleted account",
      label: null,
      after: null,
    });
    expect(trail[2]!.before).toMatchObject({ type: 0, teamSeasonRecords: 1, contactMessages: 1 });
    const everything = JSON.stringify(await db.auditLog.findMany());
    for (const detail of [
      user.name,
      user.email,
      user.nationalId,
      user.guardianName,
      user.phoneNumber,
      user.guardianPhone,
    ])
      expect(everything).not.toContain(detail);

    // Signed out for good: the same caller can do nothing any more.
    expect(await failure(as.privacy.ownData())).toMatchObject({ code: "FORBIDDEN" });
  });

  it("an account without a password here (partner platform) and an admin cannot delete themselves here", async () => {
    const db = bed.database.db;
    const partner = await db.user.create({
      data: {
        name: "Partner Coach",
        email: "partner@example.org",
        nationalId: "3100000001",
        phoneNumber: "+966500000001",
        type: 1,
      },
    });
    const as = bed.caller({ kind: "user", id: partner.id, type: 1, name: partner.name });
    expect(await failure(as.privacy.deleteOwnAccount({ password: "anything", confirm: true }))).toMatchObject(
      {
        code: "BAD_REQUEST",
        message: "noPasswordHere",
      },
    );
    expect(
      await failure(bed.caller().privacy.deleteOwnAccount({ password: "x", confirm: true })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: "notAPerson",
    });
    expect(await db.user.count({ where: { id: { in: [partner.id, bed.admin.id] } } })).toBe(2);
  });

  it("an admin exports and erases a person, audited under the admin's name but without the person's details", async () => {
    const { user } = await personWithData(2);
    const exported = await bed.caller().privacy.export({ id: user.id });
    expect(exported.account).toMatchObject({ name: user.name, role: "entity" });
    expect(JSON.stringify(exported)).not.toContain(hash);

    expect(await bed.caller().privacy.erase({ id: user.id })).toMatchObject({
      erased: true,
      teamSeasonRecords: 1,
    });
    const entry = await bed.database.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "erase" },
    });
    expect(entry).toMatchObject({
      actorId: bed.admin.id,
      actorName: bed.admin.name,
      entity: "user",
      label: null,
    });
    expect(JSON.stringify(entry)).not.toContain(user.email);
    expect(await failure(bed.caller().privacy.export({ id: user.id }))).toMatchObject({ code: "NOT_FOUND" });
    // Admins are not people of this path.
    expect(await failure(bed.caller().privacy.erase({ id: bed.admin.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await bed.database.db.user.count({ where: { id: bed.admin.id } })).toBe(1);
  });

  it("only admins may export, erase or purge", async () => {
    const { user, as } = await personWithData();
    const other = await personWithData();
    for (const call of [
      as.privacy.export({ id: other.user.id }),
      as.privacy.erase({ id: other.user.id }),
      as.privacy.purgeSeason({ season: "2020" }),
    ])
      expect(await failure(call)).toMatchObject({ code: "FORBIDDEN", message: "adminOnly" });
    const anonymous = bed.caller({ kind: "anonymous" });
    expect(await failure(anonymous.privacy.ownData())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await failure(anonymous.privacy.erase({ id: user.id }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await bed.database.db.user.count({ where: { id: { in: [user.id, other.user.id] } } })).toBe(2);
  });

  it("purges a past season's team records only, counts on a dry run, and refuses current and live seasons", async () => {
    const db = bed.database.db;
    const thisYear = new Date(Date.now() + 3 * 3600_000).getUTCFullYear();
    const saved = (teamId: string, createdAt: string) =>
      db.teamSeasonRecord.create({
        data: { type: "registration", teamId, ref: "r", data: { a: 1 }, createdAt: new Date(createdAt) },
      });
    await saved("old-1", "2020-03-01T10:00:00+03:00");
    await saved("old-1", "2020-12-31T23:30:00+03:00");
    await saved("old-2", "2020-06-01T10:00:00+03:00");
    // 31 December 2019 at 22:00 UTC is already 2020 in Riyadh: part of the 2020 season.
    await saved("old-3", "2019-12-31T22:00:00Z");
    await saved("older", "2019-12-31T20:59:00Z");
    await saved("next", "2021-01-01T00:00:00+03:00");
    const count = () => db.teamSeasonRecord.count();
    const before = await count();

    const dry = await bed.caller().privacy.purgeSeason({ season: "2020", dryRun: true });
    expect(dry).toMatchObject({ year: 2020, dryRun: true, count: 4, teams: 3, records: [] });
    expect(await count()).toBe(before);

    const done = await bed.caller().privacy.purgeSeason({ season: "2020" });
    expect(done).toMatchObject({ year: 2020, dryRun: false, count: 4, teams: 3 });
    expect(done.records.map((record) => record.teamId).sort()).toEqual(["old-1", "old-1", "old-2", "old-3"]);
    expect(await count()).toBe(before - 4);
    expect(await db.teamSeasonRecord.count({ where: { teamId: { in: ["older", "next"] } } })).toBe(2);
    const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "teamRecords", action: "purge" } });
    expect(entry).toMatchObject({ entityId: "2020", actorId: bed.admin.id, before: { count: 4, teams: 3 } });

    const refused = (season: string) => failure(bed.caller().privacy.purgeSeason({ season, dryRun: true }));
    expect(await refused(String(thisYear))).toMatchObject({
      code: "BAD_REQUEST",
      message: `seasonNotOver?year=${thisYear}`,
    });
    expect(await refused(String(thisYear + 1))).toMatchObject({
      message: `seasonNotOver?year=${thisYear + 1}`,
    });
    // The seeded season 2025 is still on the home page and open for registration.
    expect(await refused("season-2025")).toMatchObject({ message: "seasonNotOver?year=2025" });
    expect(await refused("2025")).toMatchObject({ message: "seasonNotOver?year=2025" });
    expect(await refused("no-such-season")).toMatchObject({
      code: "NOT_FOUND",
      message: "seasonUnknown?season=no-such-season",
    });
  });
});
