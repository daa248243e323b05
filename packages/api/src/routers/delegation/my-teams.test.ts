import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure } from "../../testing/admin.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";

// Issue 36: a coach sees the teams they coach and their status, a student sees their team; both
// found by the e-mail their national organizer gave for them, and nothing more than the team's
// names, category and status.

describe("a coach's and a student's registered teams", () => {
  let bed: RegistrationBed;
  let accounts = 0;

  beforeAll(async () => {
    bed = await createRegistrationBed("pglite");
  });
  afterAll(async () => {
    await bed?.close();
  });

  async function account(type: 0 | 1, email: string, verified: boolean) {
    accounts++;
    const user = await bed.database.db.user.create({
      data: {
        name: `Account ${accounts}`,
        email,
        nationalId: String(1_200_000_000 + accounts),
        phoneNumber: `+9665${String(20_000_000 + accounts)}`,
        type,
        verified,
      },
    });
    return bed.callerFor({ kind: "user", id: user.id, type, name: user.name });
  }

  /** A delegation with two teams coached by `coachEmail`, the first with a student of `studentEmail`. */
  async function delegation(coachEmail: string, studentEmail: string) {
    const organizer = await bed.newOrganizer();
    const { api } = organizer;
    await api.delegation.save({ name: "Gulf Robotics", country: "BH" });
    const coach = await api.delegation.saveDelegate({
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: "Yusuf Rahman",
      nameArabic: "يوسف رحمن",
      email: coachEmail,
      ...adultDetails,
    });
    const falcons = await api.delegation.saveTeam({
      name: "Falcons",
      category: "robomission",
      ageGroup: "junior",
      coachId: coach.id,
    });
    await api.delegation.saveTeam({
      name: "Pearls",
      category: "robosports",
      ageGroup: "senior",
      coachId: coach.id,
    });
    await api.delegation.saveDelegate({
      feeCategoryKey: "participant",
      role: "student",
      nameLatin: "Mariam Saleh",
      nameArabic: "مريم صالح",
      nationality: "BH",
      passportNumber: "S7654321",
      dateOfBirth: "2011-06-01",
      teamId: falcons.id,
      guardianName: "Fatima Al Khalifa",
      guardianPhone: "+97333123456",
      guardianConsent: true,
      email: studentEmail,
    });
    return organizer;
  }

  it("shows a verified coach the teams they coach, and each team's status as the order moves", async () => {
    const organizer = await delegation("Coach.One@Example.org", "student.one@example.org");
    const coach = await account(1, "coach.one@example.org", true);

    const before = await coach.delegation.mine();
    expect(before.map((team) => [team.name, team.status])).toEqual([
      ["Falcons", "notSubmitted"],
      ["Pearls", "notSubmitted"],
    ]);
    expect(before[0]).toMatchObject({
      category: "robomission",
      ageGroup: "junior",
      delegation: { name: "Gulf Robotics", country: "BH" },
      coach: { nameLatin: "Yusuf Rahman", nameArabic: "يوسف رحمن" },
      members: [{ nameLatin: "Mariam Saleh", nameArabic: "مريم صالح" }],
    });
    // What the organizer keeps for the visa and the guardian's consent is not shown.
    expect(JSON.stringify(before)).not.toMatch(/S7654321|\+97333123456|2011-06-01|Fatima/);

    const order = await organizer.api.order.submit();
    expect((await coach.delegation.mine())[0]!.status).toBe("awaitingPayment");
    await organizer.api.order.pay({ orderId: order.id });
    const paid = bed.moyasar.pay((await bed.orderOf(order.id)).checkoutId!, "paid");
    if (!paid.ok) throw new Error("the double refused to pay");
    await organizer.api.order.settleReturn({ orderId: order.id });
    expect((await coach.delegation.mine()).map((team) => team.status)).toEqual(["paid", "notSubmitted"]);
  });

  it("shows a student only the team they are a member of", async () => {
    await delegation("coach.two@example.org", "Student.Two@example.org");
    const student = await account(0, "student.two@example.org", false);
    expect((await student.delegation.mine()).map((team) => team.name)).toEqual(["Falcons"]);
  });

  it("shows nothing to an unverified coach, to someone the organizer did not name, or to an organizer", async () => {
    const organizer = await delegation("coach.three@example.org", "student.three@example.org");
    expect(await (await account(1, "coach.three@example.org", false)).delegation.mine()).toEqual([]);
    expect(await (await account(1, "someone.else@example.org", true)).delegation.mine()).toEqual([]);
    expect(await organizer.api.delegation.mine()).toEqual([]);
  });

  it("refuses an e-mail that is not one, naming the field", async () => {
    const { api } = await bed.newOrganizer();
    await api.delegation.save({ name: "Gulf Robotics", country: "BH" });
    expect(
      await failure(
        api.delegation.saveDelegate({
          feeCategoryKey: "judge",
          role: "judge",
          nameLatin: "Ali Hassan",
          nameArabic: "علي حسن",
          email: "not-an-address",
          ...adultDetails,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "email: invalidEmail" });
  });
});
