import { createDocument, finishDocument } from "@wro/documents";
import {
  embeddedImages,
  pageCount,
  pageImage,
  pdfText,
  readQr,
  renderPage,
  requirePopplerInCi,
} from "@wro/documents/testing/poppler";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleBadgesPdfRequest } from "../../http/documents.ts";
import { createDatabaseStorage } from "../../storage/database.ts";
import { failure } from "../../testing/admin.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";
import type { Caller, Context } from "../../trpc.ts";
import { badgeMessageTexts } from "./messages.ts";
import type { BadgesPdfRequest } from "./schemas.ts";
import { badgesPdf, checkBadgeToken } from "./service.ts";
import { badgesPdfSchema } from "./schemas.ts";

// Issue 37, badges: only people on a paid order get one; an organizer prints their delegation's,
// a coach or a student their own, an admin any delegation's or all of them. The PDFs are read
// back with poppler, and each QR code decodes to a token the gate accepts.

const poppler = requirePopplerInCi();

type Api = ReturnType<RegistrationBed["callerFor"]>;

describe.skipIf(!poppler).each(testDatabaseKinds)("badges on %s", (kind) => {
  let bed: RegistrationBed;
  let admin: Extract<Caller, { kind: "user" }>;
  let accounts = 0;
  /** A paid delegation: a coach (with an account e-mail), a student of the coach's team, and a judge. */
  let paid: { caller: Caller; api: Api; delegationId: string; people: Record<string, string> };

  const context = (caller: Caller): Context => ({ db: bed.database.db, caller });
  const pdfOf = async (caller: Caller, request: BadgesPdfRequest) =>
    (await badgesPdf(context(caller), badgesPdfSchema.parse(request))).pdf;
  const refusalOf = (caller: Caller, request: BadgesPdfRequest) =>
    badgesPdf(context(caller), badgesPdfSchema.parse(request)).then(
      () => null,
      (error: Error & { code?: string; answer?: { status: number } }) => ({
        status: error.answer?.status,
        message: error.message,
      }),
    );
  /** Every badge's QR code, page by page (A6: one badge a page). */
  const qrCodes = (pdf: Uint8Array) =>
    Array.from({ length: pageCount(pdf) }, (_, index) => readQr(renderPage(pdf, index + 1, 150)));

  async function account(type: 0 | 1, email: string, verified: boolean): Promise<Caller> {
    accounts++;
    const user = await bed.database.db.user.create({
      data: {
        name: `Badge account ${accounts}`,
        email,
        nationalId: String(1_300_000_000 + accounts),
        phoneNumber: `+9665${String(30_000_000 + accounts)}`,
        type,
        verified,
      },
    });
    return { kind: "user", id: user.id, type, name: user.name };
  }

  /** A finance admin records the bank transfer of the order's exact total: the order is paid. */
  async function payByTransfer(orderId: string) {
    const order = await bed.orderOf(orderId);
    await bed.callerFor(admin).order.recordTransfer({
      orderId,
      bankTransactionId: `BADGE-${orderId}`,
      amount: (order.totalHalalas / 100).toFixed(2),
    });
  }

  async function delegationWithPeople(name: string, coachEmail: string) {
    const organizer = await bed.newOrganizer();
    const { api } = organizer;
    const delegation = await api.delegation.save({ name, country: "BH" });
    const coach = await api.delegation.saveDelegate({
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: "Yusuf Rahman",
      nameArabic: "يوسف بن عبدالله الرحمن",
      email: coachEmail,
      ...adultDetails,
    });
    const team = await api.delegation.saveTeam({
      name: "Falcons",
      category: "robomission",
      ageGroup: "junior",
      coachId: coach.id,
    });
    const student = await api.delegation.saveDelegate({
      feeCategoryKey: "participant",
      role: "student",
      nameLatin: "Mariam Saleh",
      nameArabic: "مريم صالح الفقيه",
      nationality: "BH",
      passportNumber: "S7654321",
      dateOfBirth: "2011-06-01",
      teamId: team.id,
      guardianName: "Fatima Al Khalifa",
      guardianPhone: "+97333123456",
      guardianConsent: true,
    });
    const judge = await api.delegation.saveDelegate({
      feeCategoryKey: "judge",
      role: "judge",
      nameLatin: "Ali Hassan",
      nameArabic: "علي حسن",
      ...adultDetails,
    });
    return {
      ...organizer,
      delegationId: delegation.id,
      people: { coach: coach.id, student: student.id, judge: judge.id },
    };
  }

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const user = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    admin = { kind: "user", id: user.id, type: 4, name: user.name, secondFactor: true };
    paid = await delegationWithPeople("Gulf Robotics", `coach.badges-${kind}@example.org`);
    await payByTransfer((await paid.api.order.submit()).id);
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });

  it("prints a paid delegation's badges for its organizer: every name as entered, each QR a token the gate accepts", async () => {
    const pdf = await pdfOf(paid.caller, { of: "own", layout: "a6" });
    expect(pageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    for (const name of [
      "يوسف بن عبدالله الرحمن",
      "مريم صالح الفقيه",
      "علي حسن",
      "Mariam Saleh",
      "Gulf Robotics",
    ])
      expect(text).toContain(name);
    // The team on the student's and the coach's badges; the role on each.
    expect(text).toContain("Falcons");
    expect(text).toMatch(/PARTICIPANT[\s\S]*COACH|COACH[\s\S]*PARTICIPANT/);

    const tokens = qrCodes(pdf);
    expect(tokens.every((token) => token && /^[\w-]{22}\.[\w-]{22}$/.test(token))).toBe(true);
    const checks = await Promise.all(tokens.map((token) => checkBadgeToken(bed.database.db, token!)));
    expect(checks.map((check) => check.verdict)).toEqual(["valid", "valid", "valid"]);
    expect(new Set(checks.map((check) => (check.verdict === "valid" ? check.delegateId : "")))).toEqual(
      new Set(Object.values(paid.people)),
    );
    expect(checks.every((check) => check.verdict === "valid" && check.paid)).toBe(true);
    // Nothing about the person is in the token: no passport, no name.
    for (const token of tokens) expect(token).not.toMatch(/S7654321|P1234567|Mariam|Ali/);

    // Drawn again, the same tokens: issued once, on the first print, with an audit entry each.
    const again = await pdfOf(paid.caller, { of: "own", layout: "a6" });
    expect(qrCodes(again)).toEqual(tokens);
    const issued = await bed.database.db.auditLog.findMany({
      where: { entity: "badgeToken", action: "issueBadge", actorId: (paid.caller as { id: string }).id },
    });
    expect(issued).toHaveLength(3);
    expect(JSON.stringify(issued)).not.toContain(tokens[0]!.split(".")[1]);
  });

  it("puts four badges on each A4 page", async () => {
    const pdf = await pdfOf(paid.caller, { of: "own", layout: "a4x4" });
    expect(pageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain("مريم صالح الفقيه");
  });

  it("gives an unpaid delegation none, and an organizer without a delegation nothing to print", async () => {
    const unpaid = await bed.submittedOrganizer();
    expect(await refusalOf(unpaid.caller, { of: "own" })).toEqual({
      status: 403,
      message: "badgesNeedPayment",
    });
    const empty = await bed.newOrganizer();
    expect(await refusalOf(empty.caller, { of: "own" })).toEqual({ status: 404, message: "noDelegation" });
    // No token was issued for anyone unpaid.
    expect(
      await bed.database.db.badgeToken.count({ where: { delegate: { order: { status: { not: "paid" } } } } }),
    ).toBe(0);
  });

  it("gives a verified coach their own badge only, and nobody else's", async () => {
    const coach = await account(1, `Coach.Badges-${kind}@Example.org`, true);
    const pdf = await pdfOf(coach, { of: "me" });
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain("يوسف بن عبدالله الرحمن");
    expect(text).not.toContain("مريم صالح الفقيه");
    const [token] = qrCodes(pdf);
    expect(await checkBadgeToken(bed.database.db, token!)).toMatchObject({
      verdict: "valid",
      delegateId: paid.people.coach,
    });
    expect(await bed.callerFor(coach).badge.mine()).toEqual({ count: 1 });

    // Not the delegation's badges, nor any delegation's, nor all of them.
    expect(await refusalOf(coach, { of: "own" })).toMatchObject({ status: 403 });
    expect(await refusalOf(coach, { of: "delegation", id: paid.delegationId })).toMatchObject({
      status: 403,
    });
    expect(await refusalOf(coach, { of: "all" })).toMatchObject({ status: 403 });
    // An organizer is not a person with a badge of their own here, nor an admin.
    expect(await refusalOf(paid.caller, { of: "me" })).toMatchObject({ status: 403 });
    expect(await refusalOf(paid.caller, { of: "all" })).toMatchObject({ status: 403 });
    expect(await refusalOf({ kind: "anonymous" }, { of: "me" })).toMatchObject({ status: 401 });
  });

  it("gives no badge to an unverified coach, or to a person whose order is not paid", async () => {
    const unverified = await account(1, `unverified.badges-${kind}@example.org`, false);
    const unpaid = await delegationWithPeople("Pearl Makers", `unverified.badges-${kind}@example.org`);
    await unpaid.api.order.submit();
    expect(await refusalOf(unverified, { of: "me" })).toEqual({
      status: 403,
      message: "ownBadgeNeedsPayment",
    });
    await bed.database.db.user.update({
      where: { id: (unverified as { id: string }).id },
      data: { verified: true },
    });
    expect(await refusalOf(unverified, { of: "me" })).toEqual({
      status: 403,
      message: "ownBadgeNeedsPayment",
    });
    expect(await bed.callerFor(unverified).badge.mine()).toEqual({ count: 0 });
  });

  it("lets an admin print any delegation's badges, or all of them, never an unpaid person's", async () => {
    const second = await delegationWithPeople("Desert Bots", `coach.second-${kind}@example.org`);
    await payByTransfer((await second.api.order.submit()).id);
    const one = await pdfOf(admin, { of: "delegation", id: second.delegationId, layout: "a6" });
    expect(pageCount(one)).toBe(3);
    expect(pdfText(one)).toContain("Desert Bots");
    expect(pdfText(one)).not.toContain("Gulf Robotics");

    const all = await pdfOf(admin, { of: "all", layout: "a6" });
    const paidPeople = await bed.database.db.delegate.count({ where: { order: { status: "paid" } } });
    expect(pageCount(all)).toBe(paidPeople);
    const text = pdfText(all);
    expect(text).toContain("Desert Bots");
    expect(text).toContain("Gulf Robotics");
    expect(text).not.toContain("Pearl Makers");

    const unpaid = await bed.submittedOrganizer();
    const unpaidDelegation = await unpaid.api.delegation.own();
    expect(await refusalOf(admin, { of: "delegation", id: unpaidDelegation!.id })).toEqual({
      status: 404,
      message: "noPaidPeople",
    });
    expect(await refusalOf(admin, { of: "delegation", id: "no-such-delegation" })).toMatchObject({
      status: 404,
    });
  });

  it("refuses a tampered token, and a revoked one; the next print issues a new token", async () => {
    const [token] = qrCodes(await pdfOf(admin, { of: "delegation", id: paid.delegationId }));
    const [id, signature] = token!.split(".") as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const tampered of [
      `${flip(id, 3)}.${signature}`,
      `${id}.${flip(signature, 5)}`,
      `${id}.${flip(signature, 21)}`,
      `${id}.`,
      id,
      `${id}.${signature}x`,
    ])
      expect(await checkBadgeToken(bed.database.db, tampered)).toEqual({ verdict: "refused" });

    const check = await checkBadgeToken(bed.database.db, token!);
    if (check.verdict !== "valid") throw new Error("the printed token does not verify");
    const api = bed.callerFor(admin);
    /** The person's latest badge as the back office's delegation page reads it: its dates, never the token. */
    const latestBadge = async () =>
      (await api.delegation.byId({ id: paid.delegationId })).delegates.find(
        (person) => person.id === check.delegateId,
      )!.badgeTokens;
    expect(await latestBadge()).toEqual([{ createdAt: expect.any(Date), revokedAt: null }]);
    await api.badge.revoke({ delegateId: check.delegateId });
    expect(await checkBadgeToken(bed.database.db, token!)).toEqual({
      verdict: "revoked",
      delegateId: check.delegateId,
    });
    expect(await latestBadge()).toEqual([{ createdAt: expect.any(Date), revokedAt: expect.any(Date) }]);
    expect(await failure(api.badge.revoke({ delegateId: check.delegateId }))).toMatchObject({
      code: "NOT_FOUND",
      message: "noLiveBadge",
    });

    const [next] = qrCodes(await pdfOf(admin, { of: "delegation", id: paid.delegationId }));
    expect(next).not.toBe(token);
    expect(await checkBadgeToken(bed.database.db, next!)).toMatchObject({ verdict: "valid" });

    // A re-issue revokes the live token and gives a new manual code at once.
    const before = await bed.database.db.badgeToken.findUniqueOrThrow({
      where: { liveFor: check.delegateId },
    });
    const { manualCode } = await api.badge.reissue({ delegateId: check.delegateId });
    expect(manualCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(manualCode.replace("-", "")).not.toBe(before.manualCode);
    expect(await checkBadgeToken(bed.database.db, next!)).toMatchObject({ verdict: "revoked" });
    expect(await latestBadge()).toEqual([{ createdAt: expect.any(Date), revokedAt: null }]);
    const trail = await bed.database.db.auditLog.findMany({
      where: { entity: "badgeToken", actorId: admin.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, label: true },
    });
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(["revokeBadge", "issueBadge"]));

    // Nobody unpaid is re-issued a badge.
    const unpaid = await bed.submittedOrganizer();
    const [person] = (await unpaid.api.delegation.own())!.delegates;
    expect(await failure(api.badge.reissue({ delegateId: person!.id }))).toMatchObject({
      message: "badgePersonNotPaid",
    });
  });

  it("embeds a stored photo, shrunk to print size", async () => {
    // A real 1000 × 1250 px photo: a page drawn and rendered by poppler.
    const doc = createDocument({ title: "photo", language: "en" });
    doc.addPage({ size: [1000, 1250], margin: 0 });
    doc.rect(0, 0, 1000, 1250).fill("#c8a060");
    doc.circle(500, 450, 260).fill("#6b4a2a");
    const photo = pageImage(await finishDocument(doc), "png", 72);
    const path = await createDatabaseStorage(bed.database.db).save(photo, {
      folder: "delegates",
      extension: "png",
    });
    await bed.database.db.delegate.update({ where: { id: paid.people.judge }, data: { photo: path } });

    const pdf = await pdfOf(paid.caller, { of: "own", layout: "a6" });
    const images = embeddedImages(pdf);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 480, height: 600, encoding: "jpeg" });
  });

  it("is served as a PDF download that no cache keeps, with its refusals as statuses", async () => {
    const get = (caller: Caller, query: string, headers: Record<string, string> = {}) =>
      handleBadgesPdfRequest(
        new Request(`http://localhost/api/documents/badges?${query}`, { headers }),
        context(caller),
      );
    const answer = await get(paid.caller, "of=own&layout=a4x4");
    expect(answer.status).toBe(200);
    expect(
      ["content-type", "content-disposition", "cache-control"].map((name) => answer.headers.get(name)),
    ).toEqual([
      "application/pdf",
      'attachment; filename="wro-badges-gulf-robotics-a4x4.pdf"',
      "private, no-store",
    ]);
    expect(pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain("علي حسن");

    const unpaid = await bed.submittedOrganizer();
    const refused = await get(unpaid.caller, "of=own");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(badgeMessageTexts.badgesNeedPayment);
    expect((await get(paid.caller, "of=own&layout=a3")).status).toBe(400);
    expect((await get(paid.caller, "of=delegation")).status).toBe(400);
    expect((await get({ kind: "anonymous" }, "of=own")).status).toBe(401);
    // A page of another site cannot have the badges drawn with the visitor's cookie.
    expect((await get(paid.caller, "of=own", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});
