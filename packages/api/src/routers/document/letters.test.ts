import { pageCount, pdfText, readQr, renderPage, requirePopplerInCi } from "@wro/documents/testing/poppler";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleDocumentRequest } from "../../http/documents.ts";
import { failure } from "../../testing/admin.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";
import type { Caller, Context } from "../../trpc.ts";
import { issueDocuments, newReference, verifyUrl } from "./issue.ts";
import { ownLetters, visaLettersPdf } from "./letters.ts";
import { documentMessageTexts } from "./messages.ts";
import { REFERENCE_PATTERN, visaLettersPdfSchema, type VisaLettersPdfRequest } from "./schemas.ts";
import { checkDocument } from "./service.ts";

// Issue 37, visa invitation letters: every member of a paid order who is not a Saudi national
// gets one, with a reference issued once and checked at /verify/; an organizer downloads their
// delegation's, an admin any delegation's or all; an admin revokes and reissues. The PDFs are
// read back with poppler and each QR code decodes to the page that checks the letter.

const poppler = requirePopplerInCi();

const signatory = {
  signatoryNameEn: "Faisal bin Saad Al-Harbi",
  signatoryNameAr: "فيصل بن سعد الحربي",
  signatoryTitleEn: "Chair of the organizing committee",
  signatoryTitleAr: "رئيس اللجنة المنظمة",
};

describe.skipIf(!poppler).each(testDatabaseKinds)("visa letters on %s", (kind) => {
  let bed: RegistrationBed;
  let admin: Extract<Caller, { kind: "user" }>;
  /** A paid delegation: a coach and a student from Bahrain, a Saudi judge, a supporter without a passport number. */
  let paid: Awaited<ReturnType<typeof delegationWithPeople>>;

  const context = (caller: Caller): Context => ({ db: bed.database.db, caller });
  const pdfOf = async (caller: Caller, request: VisaLettersPdfRequest) =>
    (await visaLettersPdf(context(caller), visaLettersPdfSchema.parse(request))).pdf;
  const refusalOf = (caller: Caller, request: VisaLettersPdfRequest) =>
    visaLettersPdf(context(caller), visaLettersPdfSchema.parse(request)).then(
      () => null,
      (error: Error & { answer?: { status: number } }) => ({
        status: error.answer?.status,
        message: error.message,
      }),
    );
  /** Every letter's QR code, page by page. */
  const qrCodes = (pdf: Uint8Array) =>
    Array.from({ length: pageCount(pdf) }, (_, index) => readQr(renderPage(pdf, index + 1, 150)));
  const referenceOf = (url: string | null) => /\/verify\/(WRO-[^/]+)\/$/.exec(url ?? "")?.[1] ?? "";

  async function payByTransfer(orderId: string) {
    const order = await bed.orderOf(orderId);
    await bed.callerFor(admin).order.recordTransfer({
      orderId,
      bankTransactionId: `LETTER-${orderId}`,
      amount: (order.totalHalalas / 100).toFixed(2),
    });
  }

  async function delegationWithPeople(name: string) {
    const organizer = await bed.newOrganizer();
    const { api } = organizer;
    const delegation = await api.delegation.save({ name, country: "BH" });
    const coach = await api.delegation.saveDelegate({
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: "Yusuf Rahman",
      nameArabic: "يوسف بن عبدالله الرحمن",
      ...adultDetails,
      passportNumber: "P7654321",
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
      nationality: "SA",
      passportNumber: "K1234567",
    });
    const supporter = await api.delegation.saveDelegate({
      feeCategoryKey: "supporter",
      role: "supporter",
      nameLatin: "Huda Nasser",
      nameArabic: "هدى ناصر",
      ...adultDetails,
      passportNumber: "",
    });
    return {
      ...organizer,
      delegationId: delegation.id,
      people: { coach: coach.id, student: student.id, judge: judge.id, supporter: supporter.id },
    };
  }

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const user = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    admin = { kind: "user", id: user.id, type: 4, name: user.name, secondFactor: true };
    paid = await delegationWithPeople("Gulf Robotics");
    await payByTransfer((await paid.api.order.submit()).id);
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });

  it("refuses letters while no signatory is set, and the organizer's page offers none", async () => {
    expect(await refusalOf(paid.caller, { of: "own" })).toEqual({ status: 400, message: "noSignatory" });
    expect(await ownLetters(bed.database.db, paid.caller)).toEqual({
      state: "unavailable",
      message: "noSignatory",
      withoutPassport: ["Huda Nasser"],
    });
    expect(await bed.database.db.issuedDocument.count()).toBe(0);
    await bed.database.db.registrationSetting.update({ where: { siteName: "WRO" }, data: signatory });
  });

  it("gives each foreign member of a paid delegation a letter: names as entered, QR to /verify/, issued once", async () => {
    expect(await ownLetters(bed.database.db, paid.caller)).toEqual({
      state: "ready",
      count: 2,
      withoutPassport: ["Huda Nasser"],
    });
    const pdf = await pdfOf(paid.caller, { of: "own" });
    // The coach and the student: not the Saudi judge, nor the supporter without a passport number.
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    for (const words of ["يوسف بن عبدالله الرحمن", "مريم صالح الفقيه", "Yusuf Rahman", "Mariam Saleh"])
      expect(text).toContain(words);
    for (const words of ["P7654321", "S7654321", "Bahrain", "البحرين", signatory.signatoryNameEn])
      expect(text).toContain(words);
    expect(text).toContain(signatory.signatoryNameAr);
    expect(text).not.toContain("علي حسن");
    expect(text).not.toContain("Huda Nasser");
    // The seeded event: its name and its first day.
    expect(text).toContain("WRO Saudi Arabia 2025");
    expect(text).toMatch(/24(\s|\u2009)*(–|October)/);

    const urls = qrCodes(pdf);
    const references = urls.map(referenceOf);
    expect(references.every((reference) => REFERENCE_PATTERN.test(reference))).toBe(true);
    expect(urls).toEqual(references.map((reference) => verifyUrl(reference)));
    for (const reference of references) expect(text).toContain(reference);
    const checks = await Promise.all(
      references.map((reference) => checkDocument(bed.database.db, reference)),
    );
    expect(checks.map((check) => check.state === "valid" && [check.kind, check.holderNameArabic])).toEqual([
      ["visaLetter", "يوسف بن عبدالله الرحمن"],
      ["visaLetter", "مريم صالح الفقيه"],
    ]);

    // Downloaded again, the same references: issued once, with an audit entry each.
    expect(qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf)).toEqual(references);
    const issued = await bed.database.db.auditLog.findMany({
      where: {
        entity: "issuedDocument",
        action: "issueDocument",
        actorId: (paid.caller as { id: string }).id,
      },
    });
    expect(issued).toHaveLength(2);
    expect(JSON.stringify(issued)).not.toMatch(/P7654321|S7654321/);
  });

  it("issues one letter per person when two downloads race", async () => {
    const second = await delegationWithPeople("Desert Bots");
    await payByTransfer((await second.api.order.submit()).id);
    const [one, two] = await Promise.all([
      pdfOf(second.caller, { of: "own" }),
      pdfOf(second.caller, { of: "own" }),
    ]);
    expect(qrCodes(one)).toEqual(qrCodes(two));
    expect(
      await bed.database.db.issuedDocument.count({
        where: { delegate: { delegationId: second.delegationId } },
      }),
    ).toBe(2);
  });

  it("gives an unpaid delegation none, and a delegation without a foreign member none", async () => {
    const unpaid = await bed.submittedOrganizer();
    expect(await refusalOf(unpaid.caller, { of: "own" })).toEqual({
      status: 403,
      message: "lettersNeedPayment",
    });
    expect(await ownLetters(bed.database.db, unpaid.caller)).toEqual({ state: "none" });

    const saudi = await bed.newOrganizer();
    await saudi.api.delegation.save({ name: "Riyadh Robotics", country: "SA" });
    await saudi.api.delegation.saveDelegate({
      feeCategoryKey: "judge",
      role: "judge",
      nameLatin: "Saad Al-Otaibi",
      nameArabic: "سعد العتيبي",
      ...adultDetails,
      nationality: "SA",
    });
    await payByTransfer((await saudi.api.order.submit()).id);
    expect(await refusalOf(saudi.caller, { of: "own" })).toEqual({
      status: 404,
      message: "noForeignMembers",
    });
    expect(await ownLetters(bed.database.db, saudi.caller)).toEqual({ state: "none" });
    // Nobody unpaid or Saudi was issued a letter.
    expect(
      await bed.database.db.issuedDocument.count({
        where: {
          OR: [{ delegate: { order: { status: { not: "paid" } } } }, { delegate: { nationality: "SA" } }],
        },
      }),
    ).toBe(0);
    // Nor does anyone but an organizer, or an admin, draw letters.
    expect(await refusalOf(paid.caller, { of: "all" })).toMatchObject({ status: 403 });
    expect(await refusalOf(paid.caller, { of: "delegation", id: paid.delegationId })).toMatchObject({
      status: 403,
    });
    expect(await refusalOf({ kind: "anonymous" }, { of: "own" })).toMatchObject({ status: 401 });
  });

  it("lets an admin draw any delegation's letters, or all of them", async () => {
    const one = await pdfOf(admin, { of: "delegation", id: paid.delegationId });
    expect(pageCount(one)).toBe(2);
    expect(pdfText(one)).toContain("Gulf Robotics");
    const all = await pdfOf(admin, { of: "all" });
    const holders = await bed.database.db.delegate.count({
      where: { order: { status: "paid" }, nationality: { not: "SA" }, passportNumber: { not: null } },
    });
    expect(pageCount(all)).toBe(holders);
    expect(pdfText(all)).toContain("Desert Bots");
    expect(await refusalOf(admin, { of: "delegation", id: "no-such-delegation" })).toMatchObject({
      status: 404,
    });
  });

  it("revokes a letter: it checks as revoked and no download brings it back until an admin reissues it", async () => {
    const api = bed.callerFor(admin);
    const listed = await api.document.list({ delegationId: paid.delegationId });
    expect(listed.map((row) => [row.holderNameLatin, row.kind, row.revokedAt])).toEqual([
      ["Yusuf Rahman", "visaLetter", null],
      ["Mariam Saleh", "visaLetter", null],
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/P7654321|S7654321/);
    const student = listed.find((row) => row.delegateId === paid.people.student)!;
    // Found by its reference as typed, or among the latest issued.
    expect(await api.document.list({ reference: ` ${student.reference.toLowerCase()} ` })).toEqual([student]);
    expect(await api.document.list({ reference: "WRO-2222-2222" })).toEqual([]);
    expect((await api.document.list({})).map((row) => row.id)).toContain(student.id);

    await api.document.revoke({ reference: student.reference.toLowerCase() });
    expect(await checkDocument(bed.database.db, student.reference)).toMatchObject({
      state: "revoked",
      holderNameLatin: "Mariam Saleh",
    });
    expect(await failure(api.document.revoke({ id: student.id }))).toMatchObject({
      message: "documentAlreadyRevoked",
    });
    // The next download has the coach's letter only, and the page counts one.
    const after = await pdfOf(paid.caller, { of: "own" });
    expect(pageCount(after)).toBe(1);
    expect(pdfText(after)).not.toContain("Mariam Saleh");
    expect(await ownLetters(bed.database.db, paid.caller)).toMatchObject({ state: "ready", count: 1 });

    // Reissued: a new reference, valid; the old one stays revoked.
    const { reference } = await api.document.reissue({ id: student.id });
    expect(reference).not.toBe(student.reference);
    expect(await checkDocument(bed.database.db, reference)).toMatchObject({ state: "valid" });
    expect(await checkDocument(bed.database.db, student.reference)).toMatchObject({ state: "revoked" });
    expect(qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf)).toContain(reference);

    // Reissuing a live letter revokes it with the new one.
    const again = await api.document.reissue({ reference });
    expect(await checkDocument(bed.database.db, reference)).toMatchObject({ state: "revoked" });
    expect(await checkDocument(bed.database.db, again.reference)).toMatchObject({ state: "valid" });
    const trail = await bed.database.db.auditLog.findMany({
      where: { entity: "issuedDocument", actorId: admin.id },
      select: { action: true },
    });
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["revokeDocument", "issueDocument"]),
    );

    expect(await failure(api.document.revoke({ reference: "WRO-2222-2222" }))).toMatchObject({
      message: "documentNotFound",
    });
    expect(await failure(api.document.revoke({ reference: "not a reference" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("answers the public check with the state, the kind and the holder's names only", async () => {
    const [row] = await bed.database.db.issuedDocument.findMany({ where: { revokedAt: null }, take: 1 });
    const answer = await bed
      .callerFor({ kind: "anonymous" })
      .document.verify({ reference: ` ${row!.reference.toLowerCase()} ` });
    expect(Object.keys(answer).sort()).toEqual([
      "category",
      "holderNameArabic",
      "holderNameLatin",
      "issuedAt",
      "kind",
      "medal",
      "revokedAt",
      "state",
    ]);
    expect(answer).toMatchObject({ state: "valid", kind: "visaLetter" });
    expect(JSON.stringify(answer)).not.toMatch(/P7654321|S7654321|P1234567/);
    for (const unknown of [newReference(), "WRO-0000-0000", "", "x".repeat(64)])
      expect(await checkDocument(bed.database.db, unknown)).toEqual({ state: "unknown" });
  });

  it("issues medal certificates per category, and never one without its medal", async () => {
    const holder = { id: paid.people.student, nameLatin: "Mariam Saleh", nameArabic: "مريم صالح الفقيه" };
    const issued = await bed.database.db.$transaction((tx) =>
      issueDocuments(tx, "medal", [{ ...holder, medal: "gold" }], { category: "robomission-junior" }),
    );
    const again = await bed.database.db.$transaction((tx) =>
      issueDocuments(tx, "medal", [{ ...holder, medal: "gold" }], { category: "robomission-junior" }),
    );
    expect(again.get(holder.id)).toMatchObject({ reference: issued.get(holder.id)!.reference, fresh: false });
    expect(issued.get(holder.id)).toMatchObject({
      medal: "gold",
      category: "robomission-junior",
      fresh: true,
    });
    await expect(
      bed.database.db.$transaction((tx) =>
        issueDocuments(tx, "medal", [holder], { category: "robomission-junior" }),
      ),
    ).rejects.toThrow();
    await expect(
      bed.database.db.$transaction((tx) => issueDocuments(tx, "medal", [holder])),
    ).rejects.toThrow();
  });

  it("is served as a PDF download that no cache keeps, with its refusals as statuses", async () => {
    const get = (caller: Caller, query: string, headers: Record<string, string> = {}) =>
      handleDocumentRequest(
        "visa-letters",
        new Request(`http://localhost/api/documents/visa-letters?${query}`, { headers }),
        context(caller),
      );
    const answer = await get(paid.caller, "of=own");
    expect(answer.status).toBe(200);
    expect(
      ["content-type", "content-disposition", "cache-control"].map((name) => answer.headers.get(name)),
    ).toEqual([
      "application/pdf",
      'attachment; filename="wro-visa-letters-gulf-robotics.pdf"',
      "private, no-store",
    ]);
    expect(pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain("يوسف بن عبدالله الرحمن");

    const unpaid = await bed.submittedOrganizer();
    const refused = await get(unpaid.caller, "of=own");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(documentMessageTexts.lettersNeedPayment);
    expect((await get(paid.caller, "of=mine")).status).toBe(400);
    expect((await get(admin, "of=delegation")).status).toBe(400);
    expect((await get({ kind: "anonymous" }, "of=own")).status).toBe(401);
    // A page of another site cannot have letters issued with the visitor's cookie.
    expect((await get(paid.caller, "of=own", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await get(paid.caller, "of=own", { origin: "https://evil.example" })).status).toBe(403);
  });
});
