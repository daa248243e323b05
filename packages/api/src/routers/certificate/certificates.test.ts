import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageCount, pdfText, readQr, renderPage, requirePopplerInCi } from "@wro/documents/testing/poppler";
import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleDocumentRequest } from "../../http/documents.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";
import type { Caller, Context } from "../../trpc.ts";
import { verifyUrl } from "../document/issue.ts";
import { checkDocument } from "../document/service.ts";
import { certificateMessageTexts } from "./messages.ts";
import { certificatesFileSchema, certificatesPath, type CertificatesFileRequest } from "./schemas.ts";
import { certificatesFile } from "./service.ts";

// Issue 37, certificates: every participant (a student on a team) of a paid delegation gets a
// participation certificate, and each member of a team the admins' results place a medal
// certificate (1 Gold, 2 Silver, otherwise Bronze). A person downloads their own, an organizer
// their delegation's, an admin any delegation's or all, as one PDF or a ZIP of one PDF per
// person. The PDFs are read back with poppler; each QR code decodes to the page that checks it.

const poppler = requirePopplerInCi();

type Api = ReturnType<RegistrationBed["callerFor"]>;

describe.skipIf(!poppler).each(testDatabaseKinds)("certificates on %s", (kind) => {
  let bed: RegistrationBed;
  let admin: Extract<Caller, { kind: "user" }>;
  let seasonId: string;
  let accounts = 0;
  /** A paid delegation whose team "Falcons" won RoboMission Junior. */
  let paid: Awaited<ReturnType<typeof delegationWithPeople>>;

  const context = (caller: Caller): Context => ({ db: bed.database.db, caller });
  const fileOf = (caller: Caller, request: CertificatesFileRequest) =>
    certificatesFile(context(caller), certificatesFileSchema.parse(request));
  const pdfOf = async (caller: Caller, request: CertificatesFileRequest) => {
    const file = await fileOf(caller, { ...request, format: "pdf" });
    if (!("pdf" in file)) throw new Error("not a PDF");
    return file.pdf;
  };
  const refusalOf = (caller: Caller, request: CertificatesFileRequest) =>
    fileOf(caller, request).then(
      () => null,
      (error: Error & { answer?: { status: number } }) => ({
        status: error.answer?.status,
        message: error.message,
      }),
    );
  /** Every certificate's QR code, page by page. */
  const qrCodes = (pdf: Uint8Array) =>
    Array.from({ length: pageCount(pdf) }, (_, index) => readQr(renderPage(pdf, index + 1, 150)));
  const referenceOf = (url: string | null) => /\/verify\/(WRO-[^/]+)\/$/.exec(url ?? "")?.[1] ?? "";

  async function account(type: 0 | 1, email: string): Promise<Caller> {
    accounts++;
    const user = await bed.database.db.user.create({
      data: {
        name: `Certificate account ${accounts}`,
        email,
        nationalId: String(1_400_000_000 + accounts),
        phoneNumber: `+9665${String(40_000_000 + accounts)}`,
        type,
        verified: true,
      },
    });
    return { kind: "user", id: user.id, type, name: user.name };
  }

  async function payByTransfer(orderId: string) {
    const order = await bed.orderOf(orderId);
    await bed.callerFor(admin).order.recordTransfer({
      orderId,
      bankTransactionId: `CERTIFICATE-${orderId}`,
      amount: (order.totalHalalas / 100).toFixed(2),
    });
  }

  const student = (
    name: { nameLatin: string; nameArabic: string },
    teamId: string | null,
    email?: string,
  ) => ({
    feeCategoryKey: "participant",
    role: "student" as const,
    ...name,
    nationality: "BH",
    passportNumber: "S7654321",
    dateOfBirth: "2011-06-01",
    teamId,
    email,
    guardianName: "Fatima Al Khalifa",
    guardianPhone: "+97333123456",
    guardianConsent: true,
  });

  /**
   * A delegation with a coach, a team of two students, a student on no team and a judge: only
   * the two team members are participants.
   */
  async function delegationWithPeople(name: string, country: string, teamName: string, tag: string) {
    const organizer = await bed.newOrganizer();
    const api: Api = organizer.api;
    const delegation = await api.delegation.save({ name, country });
    const coach = await api.delegation.saveDelegate({
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: "Yusuf Rahman",
      nameArabic: "يوسف بن عبدالله الرحمن",
      email: `coach.${tag}-${kind}@example.org`,
      ...adultDetails,
    });
    const team = await api.delegation.saveTeam({
      name: teamName,
      category: "robomission",
      ageGroup: "junior",
      coachId: coach.id,
    });
    const mariam = await api.delegation.saveDelegate(
      student(
        { nameLatin: "Mariam Saleh", nameArabic: "مريم صالح الفقيه" },
        team.id,
        `mariam.${tag}-${kind}@example.org`,
      ),
    );
    const faisal = await api.delegation.saveDelegate(
      student({ nameLatin: "Faisal bin Turki", nameArabic: "فيصل بن تركي الثنيان" }, team.id),
    );
    const loner = await api.delegation.saveDelegate(
      student({ nameLatin: "Nora Teamless", nameArabic: "نورة بلا فريق" }, null),
    );
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
      teamId: team.id,
      people: { coach: coach.id, mariam: mariam.id, faisal: faisal.id, loner: loner.id, judge: judge.id },
    };
  }

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const user = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    admin = { kind: "user", id: user.id, type: 4, name: user.name, secondFactor: true };
    seasonId = (await bed.database.db.registrationSetting.findUniqueOrThrow({ where: { siteName: "WRO" } }))
      .seasonId!;
    paid = await delegationWithPeople("Gulf Robotics", "BH", "Falcons", "gulf");
    await payByTransfer((await paid.api.order.submit()).id);
    // The results as typed from the score sheet: another case, spaces around the name.
    const results = bed.callerFor(admin).result;
    for (const [place, teamName, country] of [
      [1, "  fALCONS ", "BH"],
      [2, "Sand Storm", "KW"],
      [3, "Falcons", "AE"],
    ] as const)
      await results.create({
        seasonId,
        category: "robomission-junior",
        place,
        teamName,
        country,
        institution: "School",
      });
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });

  it("gives every participant of a paid delegation a participation certificate, and the placed team's members a medal one", async () => {
    const pdf = await pdfOf(paid.caller, { of: "own" });
    // CERTIFICATE_PDF=/tmp/certificates.pdf keeps the file, to look at (pdftoppm -png).
    if (process.env.CERTIFICATE_PDF) writeFileSync(process.env.CERTIFICATE_PDF, pdf);
    // Mariam and Faisal: a participation certificate each, then a gold medal certificate each.
    expect(pageCount(pdf)).toBe(4);
    const pages = [1, 2, 3, 4].map((page) => pdfText(pdf, page));
    expect(
      pages.map((text) => (text.includes("Certificate of Participation") ? "participation" : "medal")),
    ).toEqual(["participation", "medal", "participation", "medal"]);
    expect(pages[0]).toContain("مريم صالح الفقيه");
    expect(pages[0]).toContain("Mariam Saleh");
    expect(pages[2]).toContain("فيصل بن تركي الثنيان");
    for (const page of [pages[1], pages[3]]) {
      expect(page).toContain("GOLD");
      expect(page).toContain("ذهبية");
      expect(page).toContain("RoboMission Junior");
      expect(page).toContain("مهمة الروبوت – المرحلة المتوسطة");
    }
    for (const page of pages) {
      expect(page).toContain("Gulf Robotics");
      expect(page).toContain("Falcons");
      expect(page).toContain("Bahrain");
    }
    // No one but the team's members: not the coach, the judge or the student on no team.
    const text = pdfText(pdf);
    for (const name of ["Yusuf Rahman", "Ali Hassan", "Nora Teamless"]) expect(text).not.toContain(name);

    // Each QR code opens the check of its own reference, which is valid and names the holder.
    const urls = qrCodes(pdf);
    const references = urls.map(referenceOf);
    expect(new Set(references).size).toBe(4);
    references.forEach((reference, index) => {
      expect(urls[index]).toBe(verifyUrl(reference));
      expect(pages[index]).toContain(reference);
    });
    const checks = await Promise.all(
      references.map((reference) => checkDocument(bed.database.db, reference)),
    );
    expect(
      checks.map((check) => check.state === "valid" && [check.kind, check.medal, check.holderNameLatin]),
    ).toEqual([
      ["participation", null, "Mariam Saleh"],
      ["medal", "gold", "Mariam Saleh"],
      ["participation", null, "Faisal bin Turki"],
      ["medal", "gold", "Faisal bin Turki"],
    ]);
    expect(checks[1]).toMatchObject({ category: "robomission-junior" });

    // Downloaded again, the same references: issued once, each with its audit entry.
    expect(qrCodes(await pdfOf(paid.caller, { of: "own" }))).toEqual(urls);
    const issued = await bed.database.db.auditLog.findMany({
      where: {
        entity: "issuedDocument",
        action: "issueDocument",
        actorId: (paid.caller as { id: string }).id,
      },
    });
    expect(issued).toHaveLength(4);
    expect(await paid.api.certificate.own()).toEqual({ count: 4 });
  });

  it("gives an unpaid delegation none, and issues it nothing", async () => {
    const unpaid = await delegationWithPeople("Pearl Makers", "QA", "Pearls", "pearl");
    await unpaid.api.order.submit();
    expect(await refusalOf(unpaid.caller, { of: "own" })).toEqual({
      status: 403,
      message: "certificatesNeedPayment",
    });
    expect(await unpaid.api.certificate.own()).toEqual({ count: 0 });
    const mariam = await account(0, `mariam.pearl-${kind}@example.org`);
    expect(await refusalOf(mariam, { of: "me" })).toEqual({ status: 404, message: "noOwnCertificates" });
    expect(await bed.callerFor(mariam).certificate.mine()).toEqual({ count: 0 });
    expect(await refusalOf(admin, { of: "delegation", id: unpaid.delegationId })).toEqual({
      status: 404,
      message: "noCertificates",
    });
    expect(
      await bed.database.db.issuedDocument.count({
        where: { delegate: { delegationId: unpaid.delegationId } },
      }),
    ).toBe(0);
    // An organizer without a delegation has nothing to download.
    const empty = await bed.newOrganizer();
    expect(await refusalOf(empty.caller, { of: "own" })).toEqual({ status: 404, message: "noDelegation" });
    expect(await empty.api.certificate.own()).toEqual({ count: 0 });
  });

  it("gives a student their own certificates only, with the references their organizer's file has", async () => {
    const mariam = await account(0, `Mariam.Gulf-${kind}@Example.org`);
    expect(await bed.callerFor(mariam).certificate.mine()).toEqual({ count: 2 });
    const pdf = await pdfOf(mariam, { of: "me" });
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain("مريم صالح الفقيه");
    expect(text).not.toContain("فيصل بن تركي الثنيان");
    const organizers = qrCodes(await pdfOf(paid.caller, { of: "own" }));
    expect(qrCodes(pdf)).toEqual(organizers.slice(0, 2));

    // Not the delegation's, nor any delegation's, nor all of them.
    expect(await refusalOf(mariam, { of: "own" })).toMatchObject({ status: 403 });
    expect(await refusalOf(mariam, { of: "delegation", id: paid.delegationId })).toMatchObject({
      status: 403,
    });
    expect(await refusalOf(mariam, { of: "all" })).toMatchObject({ status: 403 });
    // A coach is not a participant: no certificate. Nor is an organizer a person here.
    const coach = await account(1, `coach.gulf-${kind}@example.org`);
    expect(await bed.callerFor(coach).certificate.mine()).toEqual({ count: 0 });
    expect(await refusalOf(coach, { of: "me" })).toEqual({ status: 404, message: "noOwnCertificates" });
    expect(await refusalOf(paid.caller, { of: "me" })).toMatchObject({ status: 403 });
    expect(await refusalOf({ kind: "anonymous" }, { of: "me" })).toMatchObject({ status: 401 });
  });

  it("lets an admin download any delegation's certificates or all of them, as a PDF or a ZIP of one PDF per person", async () => {
    // A second paid delegation, placed second; and a team of the same name in a third country
    // placed third ("Falcons", AE) whose delegation has not registered: nobody's medal here.
    const second = await delegationWithPeople("Desert Bots", "KW", "Sand Storm", "desert");
    await payByTransfer((await second.api.order.submit()).id);
    const api = bed.callerFor(admin);
    expect(await api.certificate.count({ delegationId: second.delegationId })).toEqual({ count: 4 });
    expect(await api.certificate.count()).toEqual({ count: 8 });

    const one = await pdfOf(admin, { of: "delegation", id: second.delegationId });
    expect(pageCount(one)).toBe(4);
    expect(pdfText(one, 2)).toContain("SILVER");
    expect(pdfText(one, 2)).toContain("فضية");
    expect(pdfText(one)).not.toContain("Gulf Robotics");

    const file = await fileOf(admin, { of: "all", format: "zip" });
    if (!("zip" in file)) throw new Error("not a ZIP");
    expect(file.filename).toBe("wro-certificates-all.zip");
    // Unzipped as a person would: one PDF per person, in their delegation's folder.
    const dir = mkdtempSync(join(tmpdir(), "wro-certificates-"));
    try {
      writeFileSync(join(dir, "all.zip"), file.zip);
      const listing = execFileSync("unzip", ["-Z1", join(dir, "all.zip")], { encoding: "utf8" });
      expect(listing.trim().split("\n").sort()).toEqual([
        "desert-bots/faisal-bin-turki.pdf",
        "desert-bots/mariam-saleh.pdf",
        "gulf-robotics/faisal-bin-turki.pdf",
        "gulf-robotics/mariam-saleh.pdf",
      ]);
      execFileSync("unzip", ["-q", join(dir, "all.zip"), "-d", join(dir, "out")]);
      const mariam = new Uint8Array(readFileSync(join(dir, "out", "gulf-robotics", "mariam-saleh.pdf")));
      expect(pageCount(mariam)).toBe(2);
      expect(pdfText(mariam)).toContain("مريم صالح الفقيه");
      expect(pdfText(mariam)).not.toContain("فيصل بن تركي الثنيان");
      expect(pdfText(mariam, 2)).toContain("GOLD");
      const storm = new Uint8Array(readFileSync(join(dir, "out", "desert-bots", "faisal-bin-turki.pdf")));
      expect(pdfText(storm, 2)).toContain("SILVER");
      // The same references as the organizer's PDF: issued once, whoever draws them.
      const gulf = qrCodes(await pdfOf(paid.caller, { of: "own" }));
      expect(qrCodes(mariam)).toEqual(gulf.slice(0, 2));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const organizerZip = await fileOf(paid.caller, { of: "own", format: "zip" });
    expect(organizerZip.filename).toBe("wro-certificates-gulf-robotics.zip");
    expect(await refusalOf(admin, { of: "delegation", id: "no-such-delegation" })).toMatchObject({
      status: 404,
    });
    expect(await refusalOf(paid.caller, { of: "all" })).toMatchObject({ status: 403 });
  });

  it("gives no medal certificate while the category's results are held back for their ceremony", async () => {
    const medals = qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf);
    const hold = { seasonId, category: "robomission-junior" };
    await bed.database.db.resultHold.create({ data: hold });
    try {
      // Neither the file nor its count tells the results before they are announced.
      expect(await paid.api.certificate.own()).toEqual({ count: 2 });
      const pdf = await pdfOf(paid.caller, { of: "own" });
      expect(pageCount(pdf)).toBe(2);
      expect(pdfText(pdf)).not.toMatch(/GOLD|ذهبية|Certificate of Achievement/);
    } finally {
      await bed.database.db.resultHold.delete({ where: { seasonId_category: hold } });
    }
    // Announced: the medal certificates again, with the references they were issued with.
    expect(qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf)).toEqual(medals);
  });

  it("never issues a revoked certificate again, and leaves it out of downloads", async () => {
    const before = qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf);
    const api = bed.callerFor(admin);
    // Faisal's participation certificate (the third page) is revoked.
    await api.document.revoke({ reference: before[2]! });
    expect(await checkDocument(bed.database.db, before[2]!)).toMatchObject({ state: "revoked" });

    const after = qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf);
    expect(after).toEqual([before[0], before[1], before[3]]);
    expect(await paid.api.certificate.own()).toEqual({ count: 3 });
    expect(
      await bed.database.db.issuedDocument.count({
        where: { delegateId: paid.people.faisal, kind: "participation" },
      }),
    ).toBe(1);

    // An admin's reissue gives him a new one, which downloads from then on.
    const { reference } = await api.document.reissue({ reference: before[2]! });
    expect(reference).not.toBe(before[2]);
    const reissued = qrCodes(await pdfOf(paid.caller, { of: "own" })).map(referenceOf);
    expect(reissued).toEqual([before[0], before[1], reference, before[3]]);
  });

  it("is served as a PDF or a ZIP download that no cache keeps, with its refusals as statuses", async () => {
    const get = (caller: Caller, query: string, headers: Record<string, string> = {}) =>
      handleDocumentRequest(
        "certificates",
        new Request(`http://localhost/api/documents/certificates?${query}`, { headers }),
        context(caller),
      );
    const pdf = await get(
      paid.caller,
      new URL(certificatesPath({ of: "own" }), "http://localhost").search.slice(1),
    );
    expect(pdf.status).toBe(200);
    expect(
      ["content-type", "content-disposition", "cache-control"].map((name) => pdf.headers.get(name)),
    ).toEqual([
      "application/pdf",
      'attachment; filename="wro-certificates-gulf-robotics.pdf"',
      "private, no-store",
    ]);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("مريم صالح الفقيه");

    const zip = await get(paid.caller, "of=own&format=zip");
    expect(zip.status).toBe(200);
    expect([zip.headers.get("content-type"), zip.headers.get("content-disposition")]).toEqual([
      "application/zip",
      'attachment; filename="wro-certificates-gulf-robotics.zip"',
    ]);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(Number(zip.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe("PK\u0003\u0004");

    const unpaid = await bed.submittedOrganizer();
    const refused = await get(unpaid.caller, "of=own");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(certificateMessageTexts.certificatesNeedPayment);
    expect((await get(paid.caller, "of=own&format=docx")).status).toBe(400);
    expect((await get(paid.caller, "of=delegation")).status).toBe(400);
    expect((await get({ kind: "anonymous" }, "of=me")).status).toBe(401);
    // A page of another site cannot have certificates issued with the visitor's cookie.
    expect((await get(paid.caller, "of=own", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});
