import { hashPassword } from "@wro/auth";
import { testDatabaseKinds } from "@wro/db/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "./forms/messages.ts";
import { appRouter, type createCaller } from "./root.ts";
import { createAdminTestBed, failure, images, type AdminTestBed } from "./testing/admin.ts";
import type { Caller } from "./trpc.ts";

/**
 * The only procedures that do not need an admin. Everything else in `appRouter` is an admin
 * procedure, so one added without a role check fails the walk below.
 */
const publicProcedures = [
  "announcement.bySlug",
  "announcement.published",
  "announcement.nextPublishAt",
  "auth.requestPasswordReset",
  "auth.resetLinkStatus",
  "auth.resetPassword",
  "auth.signUp",
  "contactMessage.send",
  // The public check of a visa letter's or certificate's reference (`/verify/`).
  "document.verify",
  "event.current",
  "faq.active",
  "feeCategory.offered",
  "hotel.active",
  "partner.active",
  "partner.byTier",
  // Notifications to phones: a visitor's opt-in and opt-out (push/push.test.ts).
  "push.publicKey",
  "push.subscribe",
  "push.unsubscribe",
  "region.participating",
  "registrationSetting.public",
  "result.bySeason",
  "schedule.days",
  "season.bySlug",
  "season.onHome",
  "setting.public",
  "training.active",
];
/** Admin procedures that also need the finance permission (issue 36): prices, rates, the bank. */
const financeProcedures = [
  "feeCategory.create",
  "registrationSetting.update",
  "order.recordTransfer",
  "order.refund",
];
/**
 * Gate staff's (issue 37, user type 5), which admins pass too: checking people in. Every other
 * admin procedure refuses gate staff (checkin/checkin.test.ts has the verdicts).
 */
const gateProcedures = ["checkin.scan", "checkin.sync", "checkin.roster"];
/** Signed-in users of any role. */
const protectedProcedures = [
  "account.changePassword",
  "account.own",
  "account.setMailLanguage",
  "auth.me",
  "privacy.deleteOwnAccount",
  "privacy.ownData",
  // A coach's or a student's teams (delegation/my-teams.test.ts), and whether they have a badge
  // to download (badge/badges.test.ts; the PDFs themselves are served by http/documents.ts).
  "delegation.mine",
  "badge.mine",
  // The organizer's visa letters (document/letters.test.ts): refuses other roles itself.
  "document.ownLetters",
  // How many certificates the signed-in coach or student, or the organizer's delegation, has
  // (certificate/certificates.test.ts): `own` refuses other roles itself.
  "certificate.mine",
  "certificate.own",
  // A national organizer's registration: each refuses other roles itself (`organizerId`), and
  // the invoice answers its organizer or an admin (order/registration.test.ts).
  "delegation.own",
  "delegation.quote",
  "delegation.save",
  "delegation.saveTeam",
  "delegation.removeTeam",
  "delegation.saveDelegate",
  "delegation.removeDelegate",
  "order.submit",
  "order.pay",
  "order.settleReturn",
  "order.cancel",
  "order.invoice",
  "order.joinWaitingList",
  "order.leaveWaitingList",
];

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: "query" | "mutation" } }
>;
const allPaths = Object.keys(procedures).sort();
const adminPaths = allPaths.filter((path) => ![...publicProcedures, ...protectedProcedures].includes(path));

type AnyProcedure = (input?: unknown) => Promise<unknown>;
/** A procedure of a caller by its dotted path ("partner.list"). */
function procedureAt(caller: ReturnType<typeof createCaller>, path: string): AnyProcedure {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyProcedure;
}

const nonAdmins: Array<[string, Caller, "UNAUTHORIZED" | "FORBIDDEN"]> = [
  ["anonymous", { kind: "anonymous" }, "UNAUTHORIZED"],
  ["a student (type 0)", { kind: "user", id: "student-id", type: 0, name: "Student" }, "FORBIDDEN"],
  ["a coach (type 1)", { kind: "user", id: "coach-id", type: 1, name: "Coach" }, "FORBIDDEN"],
  ["an entity (type 2)", { kind: "user", id: "entity-id", type: 2, name: "Entity" }, "FORBIDDEN"],
  ["an unknown type (3)", { kind: "user", id: "type-3-id", type: 3, name: "Three" }, "FORBIDDEN"],
  ["an unknown type (99)", { kind: "user", id: "type-99-id", type: 99, name: "Ninety-nine" }, "FORBIDDEN"],
  ["an unknown type (-1)", { kind: "user", id: "type-minus-id", type: -1, name: "Minus" }, "FORBIDDEN"],
];

describe.each(testDatabaseKinds)("access to every procedure on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("lists only procedures that exist as public or protected, and finds the admin ones", () => {
    for (const path of [...publicProcedures, ...protectedProcedures, ...gateProcedures])
      expect(allPaths).toContain(path);
    expect(adminPaths.length).toBeGreaterThan(50);
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        "partner.list",
        "admin.create",
        "audit.list",
        "dashboard.summary",
        "user.list",
        "user.verify",
        "user.setStatus",
        "user.exportCsv",
        "audit.exportCsv",
      ]),
    );
  });

  it.each(nonAdmins)(
    "refuses %s on every admin procedure, before reading any input",
    async (_who, caller, code) => {
      const refused: string[] = [];
      for (const path of adminPaths) {
        const error = await failure(procedureAt(bed.caller(caller), path)({ id: "x" }));
        if (error?.code !== code) refused.push(`${path}: ${error?.code ?? "answered"}`);
      }
      // Nothing in the database changed on the way.
      expect(refused).toEqual([]);
      expect(await bed.database.db.auditLog.count()).toBe(0);
    },
  );

  it("lets gate staff through the check-in procedures only", async () => {
    const gateStaff: Caller = { kind: "user", id: "gate-id", type: 5, name: "Gate" };
    const wrong: string[] = [];
    for (const path of adminPaths) {
      const error = await failure(procedureAt(bed.caller(gateStaff), path)({ id: "x" }));
      const expected = gateProcedures.includes(path) ? [undefined, "BAD_REQUEST"] : ["FORBIDDEN"];
      if (!expected.includes(error?.code)) wrong.push(`${path}: ${error?.code ?? "answered"}`);
    }
    expect(wrong).toEqual([]);
    expect(await bed.database.db.auditLog.count()).toBe(0);
  });

  it("lets an admin through every admin procedure's role check", async () => {
    for (const path of adminPaths) {
      const error = await failure(procedureAt(bed.caller(), path)({ id: "does-not-exist" }));
      expect([undefined, "BAD_REQUEST", "NOT_FOUND"], path).toContain(error?.code);
    }
  });

  it("refuses only the finance procedures to an admin without the finance permission", async () => {
    const setFinance = (financePermission: boolean) =>
      bed.database.db.user.update({ where: { id: bed.admin.id }, data: { financePermission } });
    await setFinance(false);
    try {
      for (const path of adminPaths) {
        const error = await failure(procedureAt(bed.caller(), path)({ id: "does-not-exist" }));
        if (financeProcedures.includes(path)) expect(error?.message, path).toBe(adminMessages.financeOnly);
        else expect([undefined, "BAD_REQUEST", "NOT_FOUND"], path).toContain(error?.code);
      }
    } finally {
      await setFinance(true);
    }
  });

  it("never sends a password hash: every admin query's output, including the audit log", async () => {
    const admins = bed.caller().admin;
    const created = await admins.create({
      name: "Second Admin",
      email: "second.admin@example.org",
      phoneNumber: "0551234567",
      nationalId: "1000000002",
      nationality: "SA",
      password: "second-password",
      confirmPassword: "second-password",
      pictureFile: images.png,
    });
    await admins.update({
      ...created,
      id: created.id,
      expectedUpdatedAt: created.updatedAt,
      password: "changed-password",
      confirmPassword: "changed-password",
    });
    // A student with a password, for the people screen's list and detail.
    await bed.database.db.user.create({
      data: {
        name: "Student",
        email: "student@example.org",
        nationalId: "2000000001",
        phoneNumber: "+966500000001",
        type: 0,
        passwordHash: await hashPassword("student-password"),
      },
    });
    // A result, so that result.byId has one to show.
    const season = await bed.database.db.season.findFirstOrThrow();
    await bed.database.db.result.create({
      data: {
        seasonId: season.id,
        category: "robosports",
        place: 1,
        teamName: "Team One",
        country: "SA",
        institution: "Jubail School",
      },
    });
    // A national organizer (with a password) whose delegation has an order, for those screens.
    const organizer = await bed.database.db.user.create({
      data: {
        name: "Organizer",
        email: "organizer@example.org",
        nationalId: "2000000002",
        phoneNumber: "+966500000002",
        type: 2,
        passwordHash: await hashPassword("organizer-password"),
      },
    });
    const delegation = await bed.database.db.delegation.create({
      data: { seasonId: season.id, organizerId: organizer.id, name: "Bahrain", country: "BH" },
    });
    await bed.database.db.order.create({
      data: { delegationId: delegation.id, status: "submitted", sarPerUsd: 37_500, vatBasisPoints: 1_500 },
    });
    const hashes = (await bed.database.db.user.findMany({ select: { passwordHash: true } }))
      .map((user) => user.passwordHash)
      .filter((hash): hash is string => !!hash);
    expect(hashes.length).toBeGreaterThanOrEqual(2);

    const outputs: Array<[string, unknown]> = [];
    const queries = adminPaths.filter((path) => procedures[path]!._def.type === "query");
    // A person's data export, like a record's byId (or what deleting it takes with it), takes one
    // id: each person of the people screen.
    const ofOneRecord = (path: string) => path.endsWith(".byId") || path.endsWith(".dependents");
    const takesId = (path: string) => ofOneRecord(path) || path === "privacy.export";
    for (const path of queries.filter((path) => !takesId(path))) {
      // Lists take the largest page; the other queries ignore or default the input.
      outputs.push([path, await procedureAt(bed.caller(), path)({ pageSize: 100 })]);
    }
    for (const path of queries.filter(ofOneRecord)) {
      const domain = path.split(".")[0]!;
      const [, page] = outputs.find(([listPath]) => listPath === `${domain}.list`)!;
      const items = (page as { items: Array<{ id: string }> }).items;
      expect(items.length, path).toBeGreaterThan(0);
      for (const { id } of items) outputs.push([path, await procedureAt(bed.caller(), path)({ id })]);
    }
    const [, people] = outputs.find(([path]) => path === "user.list")!;
    for (const { id } of (people as { items: Array<{ id: string }> }).items)
      outputs.push(["privacy.export", await bed.caller().privacy.export({ id })]);
    expect(outputs.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "admin.list",
        "admin.byId",
        "audit.list",
        "user.list",
        "user.byId",
        "privacy.export",
      ]),
    );
    for (const [path, output] of outputs) {
      const text = JSON.stringify(superjson.serialize(output));
      expect(text, path).not.toMatch(
        /passwordHash|password_hash|scrypt\$|changed-password|second-password|student-password|organizer-password/,
      );
      for (const hash of hashes) expect(text, path).not.toContain(hash.split("$").at(-1));
    }
  });
});
