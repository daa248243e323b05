import { randomUUID } from "node:crypto";
import { authEnv } from "@wro/auth/env";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "../../admin/context.ts";
import { adminMessages } from "../../forms/messages.ts";
import { failure } from "../../testing/admin.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";
import type { Caller } from "../../trpc.ts";
import { badges } from "../badge/service.ts";
import { badgeToken, newManualCode, newTokenId, printedManualCode } from "../badge/tokens.ts";
import { manualCodeKeyText, rosterKey, type CheckInAnswer, type Scan } from "./schemas.ts";
import { roster } from "./service.ts";

// Issue 37, check-in at the gate: green for a paid person's first entry of the day, amber after
// that (when and where they first came in), red for an unpaid or cancelled delegation, a revoked
// badge, or a code that is not ours. A scan is recorded once whatever how often it is sent, and
// two gates reading one badge at once get one green and one amber, on PGlite and PostgreSQL.

type Api = ReturnType<RegistrationBed["callerFor"]>;
interface Badge {
  delegateId: string;
  token: string;
  manualCode: string;
}

const PEOPLE = 24;
/** Names take letters only: each judge is named by a letter of each script. */
const LATIN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWX";
const ARABIC_LETTERS = [..."ابتثجحخدذرزسشصضطظعغفقكلم"];

describe.each(testDatabaseKinds)("check-in on %s", (kind) => {
  let bed: RegistrationBed;
  let admin: Extract<Caller, { kind: "user" }>;
  let gate: Api;
  let gateCaller: Extract<Caller, { kind: "user" }>;
  /** The paid delegation's people, each with a live badge. */
  let paid: Badge[];
  /** A person of a delegation that has not paid, holding a badge anyway (printed before a change). */
  let unpaid: Badge & { delegationId: string };
  /** One instant for every scan: the tests never straddle Riyadh's midnight. */
  const at = new Date();
  let scans = 0;

  const scan = (
    badge: string,
    gateName = "North gate",
    scanId = `scan-${++scans}-${randomUUID()}`,
  ): Scan => ({
    code: badge,
    gate: gateName,
    scanId,
    scannedAt: at,
  });
  const rowsOf = (scanIds: string[]) => bed.database.db.checkIn.count({ where: { scanId: { in: scanIds } } });

  /** A live badge for each person, as printing their badges issues it. */
  async function issue(delegateId: string): Promise<Badge> {
    const ctx = adminContext({ db: bed.database.db, caller: admin });
    const { manualCode } = await badges.reissue(ctx, delegateId);
    const row = await bed.database.db.badgeToken.findUniqueOrThrow({ where: { liveFor: delegateId } });
    return { delegateId, token: badgeToken(authEnv().secret, row.id), manualCode };
  }

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const user = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    admin = { kind: "user", id: user.id, type: 4, name: user.name, secondFactor: true };
    const staff = await bed.database.db.user.create({
      data: {
        name: "North Gate Staff",
        email: `gate-${kind}@example.org`,
        nationalId: "1400000001",
        phoneNumber: "+966540000001",
        type: 5,
        verified: true,
      },
    });
    gateCaller = { kind: "user", id: staff.id, type: 5, name: staff.name };
    gate = bed.callerFor(gateCaller);

    const organizer = await bed.newOrganizer();
    await organizer.api.delegation.save({ name: "Gulf Robotics", country: "BH" });
    const people: string[] = [];
    for (let index = 0; index < PEOPLE; index++) {
      const judge = await organizer.api.delegation.saveDelegate({
        feeCategoryKey: "judge",
        role: "judge",
        nameLatin: `Judge ${LATIN_LETTERS[index]}`,
        nameArabic: `حكم ${ARABIC_LETTERS[index]}`,
        ...adultDetails,
      });
      people.push(judge.id);
    }
    const order = await bed.orderOf((await organizer.api.order.submit()).id);
    await bed.callerFor(admin).order.recordTransfer({
      orderId: order.id,
      bankTransactionId: `CHECKIN-${kind}`,
      amount: (order.totalHalalas / 100).toFixed(2),
    });
    paid = [];
    for (const delegateId of people) paid.push(await issue(delegateId));

    const submitted = await bed.submittedOrganizer();
    const person = await bed.database.db.delegate.findFirstOrThrow({
      where: { orderId: submitted.order.id },
      select: { id: true, delegationId: true },
    });
    const token = await bed.database.db.badgeToken.create({
      data: { id: newTokenId(), delegateId: person.id, liveFor: person.id, manualCode: newManualCode() },
    });
    unpaid = {
      delegateId: person.id,
      delegationId: person.delegationId,
      token: badgeToken(authEnv().secret, token.id),
      manualCode: printedManualCode(token.manualCode),
    };
  }, 120_000);
  afterAll(async () => {
    await bed?.close();
  });

  it("answers green for a paid person's first entry, then amber with the time and gate of that entry", async () => {
    const [person] = paid;
    const first = await gate.checkin.scan(scan(person!.token, "North gate"));
    expect(first).toMatchObject({
      verdict: "green",
      reason: "firstEntry",
      person: {
        nameLatin: "Judge A",
        nameArabic: "حكم ا",
        delegation: "Gulf Robotics",
        country: "BH",
        role: { key: "judge", en: "Judge", ar: "حكم" },
      },
    });
    expect(first.firstAt).toBeUndefined();
    const second = await gate.checkin.scan(scan(person!.token, "South gate"));
    expect(second).toMatchObject({ verdict: "amber", reason: "alreadyCheckedIn", firstGate: "North gate" });
    expect(second.firstAt?.getTime()).toBe(at.getTime());
    expect(second.person?.nameLatin).toBe("Judge A");
  });

  it("gives the same verdicts for the manual code, typed in any case, with or without its dash", async () => {
    const person = paid[1]!;
    expect(await gate.checkin.scan(scan(person.manualCode))).toMatchObject({
      verdict: "green",
      reason: "firstEntry",
    });
    const typed = ` ${person.manualCode.replace("-", "").toLowerCase()} `;
    expect(await gate.checkin.scan(scan(typed, "East gate"))).toMatchObject({
      verdict: "amber",
      firstGate: "North gate",
    });
    // And the QR of the same badge is the same person.
    expect(await gate.checkin.scan(scan(person.token))).toMatchObject({ verdict: "amber" });
  });

  it("answers red for an unpaid delegation, then for a cancelled one, by token and by manual code", async () => {
    for (const code of [unpaid.token, unpaid.manualCode]) {
      expect(await gate.checkin.scan(scan(code))).toMatchObject({
        verdict: "red",
        reason: "notPaid",
        person: { nameLatin: "Ali Hassan" },
      });
    }
    await bed.database.db.delegation.update({
      where: { id: unpaid.delegationId },
      data: { status: "cancelled" },
    });
    for (const code of [unpaid.token, unpaid.manualCode]) {
      expect(await gate.checkin.scan(scan(code))).toMatchObject({
        verdict: "red",
        reason: "delegationCancelled",
      });
    }
  });

  it("answers red for a revoked badge (naming whose it was) and lets the new one in", async () => {
    const person = paid[2]!;
    await badges.revoke(adminContext({ db: bed.database.db, caller: admin }), person.delegateId);
    for (const code of [person.token, person.manualCode]) {
      expect(await gate.checkin.scan(scan(code))).toMatchObject({
        verdict: "red",
        reason: "badgeRevoked",
        person: { nameLatin: "Judge C" },
      });
    }
    paid[2] = await issue(person.delegateId);
    expect(await gate.checkin.scan(scan(paid[2].token))).toMatchObject({ verdict: "green" });
  });

  it("answers red for the badge of a delegation of another season than the event's", async () => {
    const person = paid[22]!;
    const { db } = bed.database;
    const settings = await db.registrationSetting.findFirstOrThrow({ select: { id: true, seasonId: true } });
    const other = await db.season.findFirstOrThrow({ where: { id: { not: settings.seasonId! } } });
    await db.registrationSetting.update({ where: { id: settings.id }, data: { seasonId: other.id } });
    try {
      for (const code of [person.token, person.manualCode]) {
        expect(await gate.checkin.scan(scan(code))).toMatchObject({
          verdict: "red",
          reason: "otherSeasonBadge",
          person: { nameLatin: "Judge W" },
        });
      }
    } finally {
      await db.registrationSetting.update({
        where: { id: settings.id },
        data: { seasonId: settings.seasonId },
      });
    }
    expect(await gate.checkin.scan(scan(person.token))).toMatchObject({ verdict: "green" });
  });

  it("answers red for a person whose delegation's payment was refunded in full, and leaves them off the roster", async () => {
    const organizer = await bed.newOrganizer();
    await organizer.api.delegation.save({ name: "Refunded Robotics", country: "BH" });
    const judge = await organizer.api.delegation.saveDelegate({
      feeCategoryKey: "judge",
      role: "judge",
      nameLatin: "Refunded Judge",
      nameArabic: "حكم مسترد",
      ...adultDetails,
    });
    const order = await bed.orderOf((await organizer.api.order.submit()).id);
    const finance = bed.callerFor(admin);
    await finance.order.recordTransfer({
      orderId: order.id,
      bankTransactionId: `REFUNDED-${kind}`,
      amount: (order.totalHalalas / 100).toFixed(2),
    });
    const badge = await issue(judge.id);
    expect(await gate.checkin.scan(scan(badge.token))).toMatchObject({ verdict: "green" });
    const payment = await bed.database.db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    await finance.order.refund({ paymentId: payment.id, reason: "Withdrew before the event" });

    for (const code of [badge.token, badge.manualCode])
      expect(await gate.checkin.scan(scan(code))).toMatchObject({
        verdict: "red",
        reason: "notPaid",
        person: { nameLatin: "Refunded Judge" },
      });
    const list = await roster(bed.database.db, at);
    expect(list.badges.some((entry) => entry.person.nameLatin === "Refunded Judge")).toBe(false);
  });

  it("answers red, naming no one, for a tampered token, a forged one and codes that are not ours", async () => {
    const token = paid[3]!.token;
    const last = token.at(-1) === "A" ? "B" : "A";
    const codes = [
      `${token.slice(0, -1)}${last}`, // the signature altered
      `${newTokenId()}.${token.split(".")[1]}`, // another id under this badge's signature
      badgeToken(authEnv().secret, newTokenId()), // signed, but never issued
      "ABCD-EFGH", // a well-formed manual code no badge has
      "not a badge at all",
    ];
    for (const code of codes) {
      expect(await gate.checkin.scan(scan(code)), code).toMatchObject({
        verdict: "red",
        reason: "unknownBadge",
        person: null,
      });
    }
    // None of them let the badge's holder in: the real badge is still a first entry.
    expect(await gate.checkin.scan(scan(token))).toMatchObject({ verdict: "green" });
  });

  it("records a scan sent twice once, answering it the same", async () => {
    const sent = scan(paid[4]!.token);
    const first = await gate.checkin.scan(sent);
    const again = await gate.checkin.scan(sent);
    expect(first.verdict).toBe("green");
    expect(again).toEqual(first);
    expect(await rowsOf([sent.scanId])).toBe(1);
  });

  it("records 20 offline scans synced twice once each, in order, with their verdicts", async () => {
    // Eight people, some scanned again at another gate, and an unpaid badge: 20 scans.
    const people = paid.slice(5, 13);
    const queued = [
      ...people.map((person) => ({ ...scan(person.token, "West gate"), shown: "green" as const })),
      ...people.map((person) => ({ ...scan(person.manualCode, "West gate"), shown: "amber" as const })),
      ...people
        .slice(0, 3)
        .map((person) => ({ ...scan(person.token, "West gate"), shown: "amber" as const })),
      { ...scan(unpaid.token, "West gate"), shown: "red" as const },
    ];
    expect(queued).toHaveLength(20);
    const before = await bed.database.db.auditLog.count({ where: { entity: "checkIn" } });
    const first = await gate.checkin.sync({ scans: queued });
    const again = await gate.checkin.sync({ scans: queued });
    expect(again).toEqual(first);
    expect(first.answers.map((answer) => answer.scanId)).toEqual(queued.map((sent) => sent.scanId));
    expect(first.answers.map((answer) => answer.verdict)).toEqual(queued.map((sent) => sent.shown));
    expect(first.answers.every((answer) => !answer.conflict)).toBe(true);
    expect(await rowsOf(queued.map((sent) => sent.scanId))).toBe(20);
    expect(await bed.database.db.auditLog.count({ where: { entity: "checkIn" } })).toBe(before + 20);
  });

  it("lets one of two gates scanning the same badge at once in: the other is amber, naming the first", async () => {
    const people = paid.slice(13, 19);
    const answers = await Promise.all(
      people.flatMap((person) => [
        gate.checkin.scan(scan(person.token, "North gate")),
        gate.checkin.scan(scan(person.manualCode, "South gate")),
      ]),
    );
    for (let index = 0; index < people.length; index++) {
      const pair = [answers[2 * index]!, answers[2 * index + 1]!];
      const green = pair.filter((answer) => answer.verdict === "green");
      const amber = pair.filter((answer) => answer.verdict === "amber");
      expect(green, people[index]!.delegateId).toHaveLength(1);
      expect(amber).toHaveLength(1);
      expect(amber[0]!.firstGate).toBe(green[0] === pair[0] ? "North gate" : "South gate");
      const entries = await bed.database.db.checkIn.count({
        where: { delegateId: people[index]!.delegateId, verdict: "green" },
      });
      expect(entries).toBe(1);
    }
  });

  it("settles two gates that let one person in while offline: one entry, the later sync a conflict", async () => {
    const person = paid[19]!;
    const [north, south] = await Promise.all([
      gate.checkin.sync({ scans: [{ ...scan(person.token, "North gate"), shown: "green" }] }),
      gate.checkin.sync({ scans: [{ ...scan(person.token, "South gate"), shown: "green" }] }),
    ]);
    const answers: Array<CheckInAnswer & { conflict: boolean }> = [...north.answers, ...south.answers];
    expect(answers.map((answer) => answer.verdict).sort()).toEqual(["amber", "green"]);
    expect(answers.filter((answer) => answer.conflict)).toEqual([
      expect.objectContaining({ verdict: "amber", reason: "alreadyCheckedIn" }),
    ]);
  });

  it("keeps a roster of the badges that admit, keyed by hashes, with who is already in today", async () => {
    const list = await roster(bed.database.db, at);
    expect(list.badges).toHaveLength(PEOPLE);
    const byKey = new Map(list.badges.map((badge) => [badge.tokenKey, badge]));
    const entered = byKey.get(await rosterKey(paid[0]!.token));
    expect(entered).toMatchObject({ person: { nameLatin: "Judge A" }, firstGate: "North gate" });
    const notYet = byKey.get(await rosterKey(paid[20]!.token));
    expect(notYet?.person.nameLatin).toBe("Judge U");
    expect(notYet?.firstAt).toBeUndefined();
    const code = paid[20]!.manualCode.replace("-", "");
    expect(notYet?.codeKey).toBe(await rosterKey(manualCodeKeyText(code)));
    // Neither the unpaid badge nor a revoked one is there, and no token or code is in clear.
    expect(byKey.has(await rosterKey(unpaid.token))).toBe(false);
    const text = JSON.stringify(await gate.checkin.roster());
    for (const badge of [...paid, unpaid]) {
      expect(text).not.toContain(badge.token.split(".")[0]);
      expect(text).not.toContain(badge.manualCode.replace("-", ""));
    }
  });

  it("counts scans per day and gate for the dashboard", async () => {
    const stats = await bed.callerFor(admin).checkin.stats();
    const day = new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const rows = await bed.database.db.checkIn.groupBy({ by: ["gate", "verdict"], _count: { _all: true } });
    const count = (gateName: string, verdict: string) =>
      rows.find((row) => row.gate === gateName && row.verdict === verdict)?._count._all ?? 0;
    for (const gateName of ["North gate", "South gate", "West gate"]) {
      expect(stats.byGate).toContainEqual({
        day,
        gate: gateName,
        green: count(gateName, "green"),
        amber: count(gateName, "amber"),
        red: count(gateName, "red"),
      });
    }
    const today = stats.byDay.find((total) => total.day === day);
    expect(today).toEqual({
      day,
      entered: await bed.database.db.checkIn.count({ where: { verdict: "green" } }),
      scans: await bed.database.db.checkIn.count(),
    });
  });

  it("refuses check-in to students, coaches and organizers, and the dashboard's counts to gate staff", async () => {
    const organizer = await bed.newOrganizer();
    const others: Caller[] = [
      { kind: "user", id: "student-id", type: 0, name: "Student" },
      { kind: "user", id: "coach-id", type: 1, name: "Coach" },
      organizer.caller,
    ];
    const before = await bed.database.db.checkIn.count();
    for (const caller of others) {
      const api = bed.callerFor(caller);
      for (const refused of [
        () => api.checkin.scan(scan(paid[21]!.token)),
        () => api.checkin.sync({ scans: [scan(paid[21]!.token)] }),
        () => api.checkin.roster(),
        () => api.checkin.stats(),
      ]) {
        const error = await failure(refused());
        expect(error?.code).toBe("FORBIDDEN");
      }
    }
    const error = await failure(gate.checkin.stats());
    expect(error).toMatchObject({ code: "FORBIDDEN", message: adminMessages.adminOnly });
    expect(await bed.database.db.checkIn.count()).toBe(before);
    // An admin may scan too.
    expect(await bed.callerFor(admin).checkin.scan(scan(paid[21]!.token))).toMatchObject({
      verdict: "green",
    });
  });
});
