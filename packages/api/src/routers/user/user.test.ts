import { callerFromToken, findUserByLogin, verifyPassword } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../csv.ts";
import { adminMessages } from "../../forms/messages.ts";
import { createMailer } from "../../mail/mailer.ts";
import { createCaller } from "../../root.ts";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";
import { startSmtpPeer } from "../../testing/smtp-peer.ts";

type Peer = Awaited<ReturnType<typeof startSmtpPeer>>;

const person = (n: number, type: number, extra: Record<string, unknown> = {}) => ({
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  nationalId: `20000000${String(n).padStart(2, "0")}`,
  phoneNumber: `+9665000000${String(n).padStart(2, "0")}`,
  type,
  ...extra,
});

describe.each(testDatabaseKinds)("people (users screen) on %s", (kind) => {
  let bed: AdminTestBed;
  let peer: Peer;
  const ids: Record<string, string> = {};
  /** The admin, with mails going to the SMTP test peer. */
  const admin = () =>
    createCaller({
      db: bed.database.db,
      caller: bed.admin,
      mailer: createMailer({ smtpUrl: peer.url, from: "WRO <no-reply@wro.test>" }),
    });

  beforeAll(async () => {
    [bed, peer] = await Promise.all([createAdminTestBed(kind), startSmtpPeer()]);
    const users = bed.database.db.user;
    ids.student = (await users.create({ data: person(1, 0, { name: "Sara Student" }) })).id;
    ids.coach = (await users.create({ data: person(2, 1, { name: "Khalid Coach", locale: "ar" }) })).id;
    ids.coachEn = (await users.create({ data: person(3, 1, { name: "Emma Coach" }) })).id;
    ids.verifiedCoach = (await users.create({ data: person(4, 1, { verified: true }) })).id;
    ids.entity = (await users.create({ data: person(5, 2, { name: "Riyadh Robotics Club" }) })).id;
    ids.disabled = (await users.create({ data: person(6, 0, { status: false }) })).id;
  });
  afterAll(async () => {
    await peer?.close();
    await bed?.close();
  });

  it("lists students, coaches and entities, never admins, with search and filters", async () => {
    const list = bed.caller().user.list;
    const all = await list();
    expect(all).toMatchObject({ total: 6, page: 0, pageSize: 10 });
    expect(all.items.map((item) => item.type).sort()).toEqual([0, 0, 1, 1, 1, 2]);
    expect(JSON.stringify(all)).not.toContain("passwordHash");

    const names = async (input: Parameters<typeof list>[0]) =>
      (await list(input)).items.map((item) => item.name).sort();
    expect(await names({ search: "coach" })).toEqual(["Emma Coach", "Khalid Coach"]);
    expect(await names({ search: "person5@EXAMPLE" })).toEqual(["Riyadh Robotics Club"]);
    expect(await names({ search: "2000000001" })).toEqual(["Sara Student"]);
    expect(await names({ search: bed.admin.name })).toEqual([]);
    expect(await names({ type: 2 })).toEqual(["Riyadh Robotics Club"]);
    expect(await names({ type: 1, verified: false })).toEqual(["Emma Coach", "Khalid Coach"]);
    expect(await names({ status: false })).toEqual(["Person 6"]);
    expect((await list({ pageSize: 25, page: 1 })).items).toEqual([]);
    expect((await list({ sort: "name", order: "asc" })).items[0]?.name).toBe("Emma Coach");
  });

  it("refuses bad list input with a clear 400", async () => {
    const list = bed.caller().user.list;
    expect(await failure(list({ pageSize: 20 as 10 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("pageSize"),
    });
    for (const type of [3, 4]) {
      expect(await failure(list({ type: type as 0 }))).toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining("unknownUserType"),
      });
    }
    expect(await failure(list({ page: -1 }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("shows one person in full; an admin is not a person of this screen", async () => {
    const coach = await bed.caller().user.byId({ id: ids.coach! });
    expect(coach).toMatchObject({ name: "Khalid Coach", type: 1, verified: false, locale: "ar" });
    expect(await failure(bed.caller().user.byId({ id: bed.admin.id }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("verifies a coach, mails them in their language and audits it by name", async () => {
    const { person: coach, mailSent } = await admin().user.verify({ id: ids.coach! });
    expect(coach.verified).toBe(true);
    expect(mailSent).toBe(true);
    const [mail] = peer.to("person2@example.org");
    expect(mail?.subject).toBe("تم التحقق من حسابك مدربًا في WRO السعودية");
    expect(mail?.text).toContain("/ar/signin/");

    await admin().user.verify({ id: ids.coachEn! });
    const [english] = peer.to("person3@example.org");
    expect(english?.subject).toBe("Your WRO Saudi Arabia coach account is verified");
    expect(english?.text).toContain("Hello Emma Coach");

    const entry = await bed.database.db.auditLog.findFirstOrThrow({
      where: { entityId: ids.coach!, action: "verify" },
    });
    expect(entry).toMatchObject({ entity: "user", label: "Khalid Coach", actorId: bed.admin.id });
    expect(entry.before).toMatchObject({ verified: false });
    expect(entry.after).toMatchObject({ verified: true });
  });

  it("verifies only unverified coaches, with a clear 400 otherwise", async () => {
    const verify = admin().user.verify;
    expect(await failure(verify({ id: ids.student! }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "notACoach",
    });
    expect(await failure(verify({ id: ids.verifiedCoach! }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "alreadyVerified",
    });
    expect(await failure(verify({ id: bed.admin.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await failure(verify({ id: "" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(peer.to("person1@example.org")).toEqual([]);
  });

  it("keeps the verification when the mail cannot be sent, and says so", async () => {
    const coach = await bed.database.db.user.create({ data: person(7, 1) });
    const unreachable = createCaller({
      db: bed.database.db,
      caller: bed.admin,
      mailer: createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "no-reply@wro.test" }),
    });
    const answer = await unreachable.user.verify({ id: coach.id });
    expect(answer).toMatchObject({ mailSent: false, person: { verified: true } });
    await bed.database.db.user.delete({ where: { id: coach.id } });
  });

  it("disabling ends the person's sessions at once; enabling does not revive them", async () => {
    const db = bed.database.db;
    const session = { sub: ids.student!, ver: 0 };
    expect(await callerFromToken(db, session)).toMatchObject({ kind: "user", id: ids.student });

    const disabled = await bed.caller().user.setStatus({ id: ids.student!, value: false });
    expect(disabled.status).toBe(false);
    expect(await callerFromToken(db, session)).toEqual({ kind: "anonymous" });

    await bed.caller().user.setStatus({ id: ids.student!, value: true });
    expect(await callerFromToken(db, session)).toEqual({ kind: "anonymous" });
    expect(await callerFromToken(db, { sub: ids.student!, ver: 1 })).toMatchObject({ kind: "user" });

    const entries = await db.auditLog.findMany({ where: { entityId: ids.student!, action: "setStatus" } });
    expect(entries.map((entry) => entry.label)).toEqual(["Sara Student", "Sara Student"]);
    expect(await failure(bed.caller().user.setStatus({ id: bed.admin.id, value: false }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("sends a password-reset link in the person's language, audited; never to a disabled account", async () => {
    const answer = await admin().user.sendPasswordReset({ id: ids.coach! });
    expect(answer).toEqual({ mailSent: true });
    const mails = peer.to("person2@example.org");
    expect(mails.at(-1)?.text).toMatch(/\/ar\/reset-password\/\?token=[\w-]+/);
    const entry = await bed.database.db.auditLog.findFirstOrThrow({
      where: { entityId: ids.coach!, action: "sendPasswordReset" },
    });
    expect(entry).toMatchObject({ entity: "user", label: "Khalid Coach", actorId: bed.admin.id });
    expect(JSON.stringify(entry)).not.toMatch(/token/i);

    expect(await failure(admin().user.sendPasswordReset({ id: ids.disabled! }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "resetDisabledAccount",
    });
    expect(peer.to("person6@example.org")).toEqual([]);
  });

  it("exports the matching people as CSV, formula-guarded", async () => {
    await bed.database.db.user.update({ where: { id: ids.entity! }, data: { name: "=HYPERLINK(1)" } });
    const { filename, csv } = await bed.caller().user.exportCsv({ sort: "name", order: "asc" });
    expect(filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.name)).toContain("'=HYPERLINK(1)");
    expect(rows.find((row) => row.id === ids.coach)).toMatchObject({
      type: "1",
      role: "coach",
      verified: "true",
      locale: "ar",
    });
    expect(csv).not.toMatch(/passwordHash|sessionVersion/);
    expect(parseCsv((await bed.caller().user.exportCsv({ type: 2 })).csv).map((row) => row.id)).toEqual([
      ids.entity,
    ]);
  });
  const organizer = (extra: Record<string, string> = {}) => ({
    name: "Saudi Robotics Federation",
    email: " Organizer@Example.ORG ",
    nationalId: "٧٠٠٠٠٠٠٠٠١",
    phoneNumber: "0501234567",
    nationality: "sa",
    ...extra,
  });

  it("creates a national organizer (type 2), verified and enabled, and mails them a link to choose a password", async () => {
    const { person: created, mailSent } = await admin().user.createOrganizer(organizer());
    expect(mailSent).toBe(true);
    expect(created).toMatchObject({
      name: "Saudi Robotics Federation",
      email: "organizer@example.org",
      nationalId: "7000000001",
      phoneNumber: "+966501234567",
      nationality: "SA",
      type: 2,
      verified: true,
      status: true,
      isAdmin: false,
    });
    expect(await bed.caller().user.byId({ id: created.id })).toEqual(created);
    const stored = await bed.database.db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.passwordHash).toBeNull();

    const [mail] = peer.to("organizer@example.org");
    expect(mail?.text).toMatch(/\/reset-password\/\?token=[\w-]+/);
    const token = /token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(await bed.caller().auth.resetLinkStatus({ token })).toEqual({ state: "valid" });

    const trail = await auditTrail(bed.database, "user", created.id);
    expect(trail.map((entry) => entry.action)).toEqual(["create"]);
    expect(trail[0]).toMatchObject({
      label: "Saudi Robotics Federation",
      actorId: bed.admin.id,
      before: null,
    });
    expect(JSON.stringify(trail)).not.toMatch(/token|passwordHash/i);
  });

  it("sets a given password instead of mailing a link (the CLI), under the password rule", async () => {
    const { person: created, mailSent } = await admin().user.createOrganizer(
      organizer({
        email: "scripted@example.org",
        nationalId: "7000000002",
        password: "a-long-organizer-passphrase",
        confirmPassword: "a-long-organizer-passphrase",
      }),
    );
    expect(mailSent).toBe(false);
    expect(peer.to("scripted@example.org")).toEqual([]);
    const stored = await findUserByLogin(bed.database.db, "7000000002");
    expect(stored?.id).toBe(created.id);
    const { passwordHash } = await bed.database.db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(await verifyPassword("a-long-organizer-passphrase", passwordHash!)).toBe(true);
    const trail = await auditTrail(bed.database, "user", created.id);
    expect(trail[0]!.after).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(trail)).not.toMatch(/scrypt|passwordHash|organizer-passphrase/);

    expect(
      await failure(
        admin().user.createOrganizer(
          organizer({
            email: "weak@example.org",
            nationalId: "7000000003",
            password: "short",
            confirmPassword: "short",
          }),
        ),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("creates gate staff (type 5) as it creates organizers, and lists them on the users screen", async () => {
    const { person: created } = await admin().user.createGateStaff(
      organizer({ name: "North Gate Staff", email: "gate@example.org", nationalId: "7000000009" }),
    );
    expect(created).toMatchObject({ type: 5, verified: true, status: true, isAdmin: false });
    expect(peer.to("gate@example.org")).toHaveLength(1);
    const { items } = await bed.caller().user.list({ type: 5 });
    expect(items.map((person) => person.name)).toEqual(["North Gate Staff"]);
    expect(await bed.caller().user.byId({ id: created.id })).toMatchObject({ type: 5 });
  });

  it("refuses a duplicate e-mail or national ID by name, a missing field, and anyone but an admin", async () => {
    const create = admin().user.createOrganizer;
    const count = await bed.database.db.user.count();
    const byEmail = await failure(
      create(organizer({ email: "PERSON1@example.org", nationalId: "7000000009" })),
    );
    expect(byEmail).toMatchObject({ code: "CONFLICT", message: adminMessages.emailTaken });
    expect(byEmail?.cause).toMatchObject({ details: { field: "email" } });
    const byNationalId = await failure(
      create(organizer({ email: "new@example.org", nationalId: "2000000001" })),
    );
    expect(byNationalId).toMatchObject({ code: "CONFLICT", message: adminMessages.nationalIdTaken });
    expect(byNationalId?.cause).toMatchObject({ details: { field: "nationalId" } });
    expect(
      await failure(
        create(organizer({ email: "new@example.org", nationalId: "7000000009", phoneNumber: "" })),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(adminMessages.fillFormCarefully),
    });
    expect(
      await failure(create(organizer({ email: "not-an-email", nationalId: "7000000009" }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(adminMessages.invalidEmail),
    });

    for (const who of [
      { kind: "user", id: ids.coach!, type: 1, name: "Khalid Coach" },
      { kind: "user", id: ids.entity!, type: 2, name: "Riyadh Robotics Club" },
      { kind: "anonymous" },
    ] as const) {
      const refused = await failure(
        bed
          .caller(who)
          .user.createOrganizer(organizer({ email: "new@example.org", nationalId: "7000000009" })),
      );
      expect(refused?.code).toMatch(/FORBIDDEN|UNAUTHORIZED/);
    }
    expect(await bed.database.db.user.count()).toBe(count);
    expect(peer.to("new@example.org")).toEqual([]);
  });
});
