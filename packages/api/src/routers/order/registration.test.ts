import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@wro/db/testing";
import { failure } from "../../testing/admin.ts";
import {
  adultDetails as adult,
  createRegistrationBed,
  type RegistrationBed,
} from "../../testing/registration.ts";
import { decodeZatcaQr } from "../../payments/zatca-qr.ts";
import { runPaymentJobs } from "./jobs.ts";
import { expireOrders, reconcilePayments, settleGatewayPayment } from "./settle.ts";

// Issue 36: a national organizer registers a delegation and pays its fees through the Moyasar
// double (which speaks Moyasar's documented API), on PGlite and, when set, on PostgreSQL.

const student = (nameLatin: string, nameArabic: string, teamId: string) => ({
  feeCategoryKey: "participant",
  role: "student" as const,
  nameLatin,
  nameArabic,
  nationality: "BH",
  passportNumber: "S7654321",
  dateOfBirth: "2010-05-12",
  teamId,
  guardianName: "Fatima Al Khalifa",
  guardianPhone: "+97333123456",
  guardianConsent: true,
});

describe.each(testDatabaseKinds)("delegation registration and payment on %s", (kind) => {
  let bed: RegistrationBed;

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
  });
  afterAll(async () => {
    await bed?.close();
  });
  beforeEach(() => {
    bed.moyasar.setWebhookUrl(undefined);
  });

  it("prices two teams, their members, a coach and a judge on the server, and fixes the order's lines", async () => {
    const { api } = await bed.newOrganizer();
    await api.delegation.save({ name: "Kingdom of Bahrain", country: "bh" });
    const coach = await api.delegation.saveDelegate({
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: "Yusuf Rahman",
      nameArabic: "يوسف رحمن",
      ...adult,
    });
    const teams = await Promise.all(
      ["Falcons", "Pearls"].map((name) =>
        api.delegation.saveTeam({ name, category: "robomission", ageGroup: "junior", coachId: coach.id }),
      ),
    );
    for (const [index, team] of teams.entries()) {
      await api.delegation.saveDelegate(student(`Student ${"AB"[index]} One`, "طالب أول", team.id));
      await api.delegation.saveDelegate(student(`Student ${"AB"[index]} Two`, "طالب ثان", team.id));
    }
    await api.delegation.saveDelegate({
      feeCategoryKey: "judge",
      role: "judge",
      nameLatin: "Ali Hassan",
      nameArabic: "علي حسن",
      ...adult,
    });

    // 5 × 270 USD + 110 USD = 1,460 USD = 5,475.00 SAR; VAT 15 % = 821.25 SAR.
    const quote = await api.delegation.quote();
    expect([quote.netHalalas, quote.vatHalalas, quote.totalHalalas]).toEqual([547_500, 82_125, 629_625]);

    const order = await api.order.submit();
    expect(order).toMatchObject({ status: "submitted", totalHalalas: 629_625, vatHalalas: 82_125 });
    expect(order.lines.map((line) => [line.feeCategoryKey, line.quantity, line.netHalalas]).sort()).toEqual([
      ["coach", 1, 101_250],
      ["judge", 1, 41_250],
      ["participant", 4, 405_000],
    ]);
    expect(order.bankReference).toMatch(/^WRO-/);

    // Its people are fixed now; a price change later does not move the order.
    const delegation = await api.delegation.own();
    const member = delegation!.delegates.find((person) => person.role === "student")!;
    expect((await failure(api.delegation.removeDelegate({ id: member.id })))?.message).toBe(
      "delegationLocked",
    );
    expect(await failure(api.order.submit())).toMatchObject({ message: "nothingToOrder" });
  });

  it("asks a guardian's consent for a minor, and refuses accounts that are not national organizers", async () => {
    const { api, caller } = await bed.newOrganizer();
    await api.delegation.save({ name: "Oman", country: "OM" });
    const team = await api.delegation.saveTeam({ name: "Dunes", category: "robosports", ageGroup: "senior" });
    const refused = await failure(
      api.delegation.saveDelegate({ ...student("Salim", "سالم", team.id), guardianConsent: false }),
    );
    expect(refused).toMatchObject({ message: "guardianRequired" });

    for (const type of [0, 1, 4]) {
      const other = bed.callerFor({ ...caller, type });
      expect(await failure(other.delegation.own()), `type ${type}`).toMatchObject({
        message: "organizersOnly",
      });
    }
    expect(await failure(bed.callerFor({ kind: "anonymous" }).order.submit())).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("makes one gateway invoice however often and however fast 'Pay' is pressed", async () => {
    const { api, order } = await bed.submittedOrganizer();
    const invoicesBefore = bed.moyasar.invoices.size;
    const starts = await Promise.all(Array.from({ length: 5 }, () => api.order.pay({ orderId: order.id })));
    expect(bed.moyasar.invoices.size).toBe(invoicesBefore + 1);
    expect(new Set(starts.map((start) => (start.checkout as { payUrl: string }).payUrl)).size).toBe(1);
    const invoice = bed.moyasar.invoices.get((await bed.orderOf(order.id)).checkoutId!)!;
    expect(invoice.amount).toBe(order.totalHalalas);
    expect(invoice.currency).toBe("SAR");
  });

  it("applies a payment told five times at once, racing the payer's return, exactly once", async () => {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    const { checkoutId } = await bed.orderOf(order.id);
    const paid = bed.moyasar.pay(checkoutId!, "paid");
    if (!paid.ok) throw new Error("the double refused to pay");

    const [returned, ...outcomes] = await Promise.all([
      api.order.settleReturn({ orderId: order.id }),
      ...Array.from({ length: 5 }, () => settleGatewayPayment(bed.system(), bed.provider(), paid.paymentId)),
    ]);
    expect(returned.status).toBe("paid");
    // The return or one of the five applied it; every other call found it done.
    expect(outcomes.filter((outcome) => outcome === "paid").length).toBeLessThanOrEqual(1);
    expect(
      outcomes.filter((outcome) => outcome !== "paid").every((outcome) => outcome === "alreadyApplied"),
    ).toBe(true);
    const after = await bed.orderOf(order.id);
    expect(after.status).toBe("paid");
    expect(after.payments).toHaveLength(1);
    expect(after.invoiceNumber).toBeGreaterThan(0);
    const audit = await bed.database.db.auditLog.findMany({
      where: { entity: "order", entityId: order.id, action: "pay" },
    });
    expect(audit).toHaveLength(1);
    expect(
      (await bed.database.db.delegation.findUniqueOrThrow({ where: { id: after.delegationId } })).status,
    ).toBe("paid");

    // One receipt, in the organizer's language, with the invoice's link.
    const receipts = bed.mails.filter((mail) =>
      mail.text.includes(`/account/registration/invoice/${order.id}/`),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/^Payment receipt INV-\d{6}/);

    // The invoice's QR code holds ZATCA's five fields: seller, VAT number, time, total and VAT.
    const invoice = await api.order.invoice({ orderId: order.id });
    expect(decodeZatcaQr(invoice.zatcaQr!)).toEqual({
      ok: true,
      fields: {
        sellerName: "الأولمبياد العالمي للروبوت – السعودية",
        vatNumber: "310122393500003",
        timestamp: after.paidAt!.toISOString().replace(/\.\d{3}Z$/, "Z"),
        // One judge: 110 USD = 412.50 SAR, VAT 61.88 SAR (rounded half up).
        total: "474.38",
        vat: "61.88",
      },
    });
    expect(invoice.qrSvg).toMatch(/^<svg/);
    expect(invoice.number).toBe(after.invoiceNumber);
    // Nobody else reads it.
    const stranger = await bed.newOrganizer();
    expect(await failure(stranger.api.order.invoice({ orderId: order.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses a payment whose fetched amount or currency is not the order's, and leaves it unpaid", async () => {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    const paid = bed.moyasar.pay((await bed.orderOf(order.id)).checkoutId!, "paid");
    if (!paid.ok) throw new Error("the double refused to pay");
    bed.moyasar.tamperNextFetch(paid.paymentId, { amount: 100 });
    expect(await settleGatewayPayment(bed.system(), bed.provider(), paid.paymentId)).toBe("refused");
    bed.moyasar.tamperNextFetch(paid.paymentId, { currency: "USD" });
    expect(await settleGatewayPayment(bed.system(), bed.provider(), paid.paymentId)).toBe("refused");
    const after = await bed.orderOf(order.id);
    expect(after.status).toBe("submitted");
    expect(after.payments).toHaveLength(0);
    expect(
      await bed.database.db.auditLog.count({ where: { entityId: order.id, action: "refusePayment" } }),
    ).toBe(2);
    // Fetched as it really is, the same payment pays the order.
    expect(await settleGatewayPayment(bed.system(), bed.provider(), paid.paymentId)).toBe("paid");
  });

  it("keeps an order unpaid after a failed payment, and pays it on a retry", async () => {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    const { checkoutId } = await bed.orderOf(order.id);
    expect(bed.moyasar.pay(checkoutId!, "failed").ok).toBe(true);
    expect(await api.order.settleReturn({ orderId: order.id })).toMatchObject({ status: "submitted" });
    const again = await api.order.pay({ orderId: order.id });
    expect((again.checkout as { checkoutId: string }).checkoutId).toBe(checkoutId);
    expect(bed.moyasar.pay(checkoutId!, "paid").ok).toBe(true);
    expect(await api.order.settleReturn({ orderId: order.id })).toMatchObject({ status: "paid" });
  });

  it("finds a payment the gateway took while no webhook reached us, by reconciliation", async () => {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    // No webhook URL: as if we were down when Moyasar called, and the payer never came back.
    expect(bed.moyasar.pay((await bed.orderOf(order.id)).checkoutId!, "paid").ok).toBe(true);
    expect((await bed.orderOf(order.id)).status).toBe("submitted");
    const outcomes = await reconcilePayments(bed.system(), bed.provider());
    expect(outcomes).toContain("paid");
    expect((await bed.orderOf(order.id)).status).toBe("paid");
    // A second round finds nothing left to do.
    expect(await reconcilePayments(bed.system(), bed.provider())).not.toContain("paid");
  });

  it("expires an unpaid order after its time, giving its places back and freeing its people", async () => {
    await bed.database.db.feeCategory.update({ where: { key: "judge" }, data: { capacity: 1000 } });
    const { api, order } = await bed.submittedOrganizer();
    const takenBefore = (await bed.database.db.feeCategory.findUniqueOrThrow({ where: { key: "judge" } }))
      .taken;
    await bed.database.db.order.update({
      where: { id: order.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await expireOrders(bed.system(), bed.provider())).toBeGreaterThanOrEqual(1);
    expect((await bed.orderOf(order.id)).status).toBe("expired");
    expect((await bed.database.db.feeCategory.findUniqueOrThrow({ where: { key: "judge" } })).taken).toBe(
      takenBefore - 1,
    );
    expect(await failure(api.order.pay({ orderId: order.id }))).toMatchObject({ message: "orderNotPayable" });
    // The judge can be submitted again, on a new order.
    expect((await api.order.submit()).status).toBe("submitted");
    await bed.database.db.feeCategory.update({ where: { key: "judge" }, data: { capacity: null } });
  });

  it("reconciles and expires when a server starts (after a crash, say)", async () => {
    const paidWhileDown = await bed.submittedOrganizer();
    await paidWhileDown.api.order.pay({ orderId: paidWhileDown.order.id });
    expect(bed.moyasar.pay((await bed.orderOf(paidWhileDown.order.id)).checkoutId!, "paid").ok).toBe(true);
    const overdue = await bed.submittedOrganizer();
    await bed.database.db.order.update({
      where: { id: overdue.order.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await runPaymentJobs({ db: bed.database.db, provider: bed.provider() }, true);
    expect((await bed.orderOf(paidWhileDown.order.id)).status).toBe("paid");
    expect((await bed.orderOf(overdue.order.id)).status).toBe("expired");
  });

  it.runIf(kind === "postgres")(
    "gives the last 3 places to exactly 3 of 100 organizers submitting at once, and tells the others",
    async () => {
      const organizers = [];
      for (let index = 0; index < 100; index++) {
        const organizer = await bed.newOrganizer();
        await organizer.api.delegation.save({ name: `Delegation ${index}`, country: "KW" });
        await organizer.api.delegation.saveDelegate({
          feeCategoryKey: "vip",
          role: "vip",
          nameLatin: `Guest ${String.fromCharCode(65 + (index % 26))}`,
          nameArabic: "ضيف",
          ...adult,
        });
        organizers.push(organizer);
      }
      const { taken } = await bed.database.db.feeCategory.findUniqueOrThrow({ where: { key: "vip" } });
      await bed.database.db.feeCategory.update({ where: { key: "vip" }, data: { capacity: taken + 3 } });
      const submitted = () =>
        bed.database.db.auditLog.count({ where: { entity: "order", action: "submit" } });
      const submittedBefore = await submitted();

      const outcomes = await Promise.allSettled(organizers.map(({ api }) => api.order.submit()));
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.flatMap((outcome) =>
        outcome.status === "rejected" ? [outcome.reason as unknown] : [],
      );
      expect(won).toHaveLength(3);
      expect(lost).toHaveLength(97);
      for (const error of lost)
        expect(error).toMatchObject({ code: "CONFLICT", message: "soldOut?category=VIP" });
      const vip = await bed.database.db.feeCategory.findUniqueOrThrow({ where: { key: "vip" } });
      expect(vip.taken).toBe(vip.capacity);
      // The places are taken after the audit entry: a refused submission rolls back its entry,
      // its order and its lines with it.
      expect((await submitted()) - submittedBefore).toBe(3);
      expect(await bed.database.db.orderLine.count({ where: { feeCategoryKey: "vip" } })).toBe(3);
    },
    120_000,
  );
});
