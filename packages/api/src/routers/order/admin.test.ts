import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@wro/db/testing";
import { adminWithoutFinance, failure } from "../../testing/admin.ts";
import { adultDetails, createRegistrationBed, type RegistrationBed } from "../../testing/registration.ts";
import { parseCsv } from "../../csv.ts";

// Issue 36, the back office: a bank transfer recorded by a finance admin, a refund through the
// gateway, cancelling, the waiting list, and the orders and delegates as CSV.

describe.each(testDatabaseKinds)("orders in the back office on %s", (kind) => {
  let bed: RegistrationBed;
  let admin: ReturnType<RegistrationBed["callerFor"]>;
  let withoutFinance: ReturnType<RegistrationBed["callerFor"]>;

  beforeAll(async () => {
    bed = await createRegistrationBed(kind);
    const user = await bed.database.db.user.findUniqueOrThrow({ where: { nationalId: "1000000001" } });
    admin = bed.callerFor({ kind: "user", id: user.id, type: 4, name: user.name, secondFactor: true });
    withoutFinance = bed.callerFor(await adminWithoutFinance(bed.database));
  });
  afterAll(async () => {
    await bed?.close();
  });

  it("records a bank transfer of the exact total once, by a finance admin, and the order is paid", async () => {
    const { order } = await bed.submittedOrganizer();
    const transfer = { orderId: order.id, bankTransactionId: `SNB-${order.id}`, amount: "474.38" };
    expect(await failure(withoutFinance.order.recordTransfer(transfer))).toMatchObject({ code: "FORBIDDEN" });
    expect(await failure(admin.order.recordTransfer({ ...transfer, amount: "474.37" }))).toMatchObject({
      message: "transferAmountMismatch?total=474.38",
    });
    expect(await admin.order.recordTransfer(transfer)).toEqual({ outcome: "paid" });
    const paid = await bed.orderOf(order.id);
    expect(paid).toMatchObject({
      status: "paid",
      payments: [{ provider: "bankTransfer", amountHalalas: 47_438 }],
    });
    expect(paid.invoiceNumber).toBeGreaterThan(0);
    // The same bank transaction cannot pay a second order.
    const second = await bed.submittedOrganizer();
    expect(
      await failure(admin.order.recordTransfer({ ...transfer, orderId: second.order.id })),
    ).toMatchObject({ code: "CONFLICT", message: "transferReferenceTaken" });
  });

  it("refunds a card payment through the gateway with its reason, never more than was paid", async () => {
    const { api, order } = await bed.submittedOrganizer();
    await api.order.pay({ orderId: order.id });
    const paid = bed.moyasar.pay((await bed.orderOf(order.id)).checkoutId!, "paid");
    if (!paid.ok) throw new Error("the double refused to pay");
    await api.order.settleReturn({ orderId: order.id });
    const [payment] = (await bed.orderOf(order.id)).payments;
    expect(
      await failure(admin.order.refund({ paymentId: payment!.id, amount: "500.00", reason: "Visa refused" })),
    ).toMatchObject({ message: "refundTooLarge?left=474.38" });
    await admin.order.refund({
      paymentId: payment!.id,
      amount: "100.00",
      reason: "Visa refused for one judge",
    });
    expect(bed.moyasar.payments.get(paid.paymentId)).toMatchObject({ refunded: 10_000 });
    await admin.order.refund({ paymentId: payment!.id, reason: "Delegation withdrew" });
    const after = await bed.database.db.payment.findUniqueOrThrow({
      where: { id: payment!.id },
      include: { refunds: true },
    });
    expect(after.status).toBe("refunded");
    expect(after.refunds.map((refund) => [refund.amountHalalas, refund.reason])).toEqual([
      [10_000, "Visa refused for one judge"],
      [37_438, "Delegation withdrew"],
    ]);
    expect(
      await bed.database.db.auditLog.count({
        where: { entity: "payment", entityId: payment!.id, action: "refund" },
      }),
    ).toBe(2);
  });

  it("puts a delegation on the waiting list when its category is full, and promotion lets it submit", async () => {
    const { db } = bed.database;
    const { taken } = await db.feeCategory.findUniqueOrThrow({ where: { key: "industry_guest" } });
    await db.feeCategory.update({ where: { key: "industry_guest" }, data: { capacity: taken } });
    const { api } = await bed.newOrganizer();
    await api.delegation.save({ name: "Qatar", country: "QA" });
    for (const nameLatin of ["Guest One", "Guest Two"])
      await api.delegation.saveDelegate({
        feeCategoryKey: "industry_guest",
        role: "industry_guest",
        nameLatin,
        nameArabic: "ضيف",
        ...adultDetails,
      });
    expect(await failure(api.order.submit())).toMatchObject({
      code: "CONFLICT",
      message: "soldOut?category=Industry%20guest",
    });

    const entry = await api.order.joinWaitingList({ feeCategoryKey: "industry_guest" });
    expect(entry.quantity).toBe(2);
    expect(await failure(api.order.joinWaitingList({ feeCategoryKey: "industry_guest" }))).toMatchObject({
      message: "alreadyWaiting",
    });
    expect((await admin.order.waitingList()).map((waiting) => waiting.id)).toContain(entry.id);

    await admin.order.promote({ id: entry.id });
    const held = await db.feeCategory.findUniqueOrThrow({ where: { key: "industry_guest" } });
    expect([held.taken, held.capacity]).toEqual([taken + 2, taken + 2]);
    const order = await api.order.submit();
    expect(order.lines).toMatchObject([{ feeCategoryKey: "industry_guest", quantity: 2 }]);
    // The promotion's places were used, not taken a second time.
    expect((await db.feeCategory.findUniqueOrThrow({ where: { key: "industry_guest" } })).taken).toBe(
      taken + 2,
    );
    await db.feeCategory.update({ where: { key: "industry_guest" }, data: { capacity: null } });
  });

  it("cancels an unpaid order for any admin, giving its places back; a paid one stays", async () => {
    const { order } = await bed.submittedOrganizer();
    const judge = () => bed.database.db.feeCategory.findUniqueOrThrow({ where: { key: "judge" } });
    const before = (await judge()).taken;
    expect(await withoutFinance.order.adminCancel({ orderId: order.id })).toMatchObject({
      status: "cancelled",
    });
    expect((await judge()).taken).toBe(before - 1);
    expect(await failure(withoutFinance.order.adminCancel({ orderId: order.id }))).toMatchObject({
      message: "orderNotCancellable",
    });
  });

  it("gives an organizer their delegation in their data, and keeps an account whose orders are invoices", async () => {
    const withOrder = await bed.submittedOrganizer();
    const data = await withOrder.api.privacy.ownData();
    expect(data.delegations).toMatchObject([
      { name: "Bahrain", delegates: [{ nameLatin: "Ali Hassan" }], orders: [{ id: withOrder.order.id }] },
    ]);
    expect(await failure(admin.privacy.erase({ id: withOrder.caller.id }))).toMatchObject({
      message: "keptForInvoices",
    });
    // A delegation still in draft goes with its organizer's account.
    const draft = await bed.newOrganizer();
    await draft.api.delegation.save({ name: "Oman", country: "OM" });
    expect(await admin.privacy.erase({ id: draft.caller.id })).toMatchObject({
      erased: true,
      delegations: 1,
    });
    expect(await bed.database.db.delegation.count({ where: { organizerId: draft.caller.id } })).toBe(0);
  });

  it("exports the orders and the delegates as CSV", async () => {
    const orders = parseCsv((await admin.order.exportCsv({ orderStatus: "paid" })).csv);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((row) => row.status === "paid" && /^INV-\d{6}$/.test(row.invoice!))).toBe(true);
    const people = parseCsv((await admin.delegation.exportCsv({ search: "Qatar" })).csv);
    expect(people.map((row) => row.name_latin).sort()).toEqual(["Guest One", "Guest Two"]);
    // Organizers and the public read none of it.
    const organizer = await bed.newOrganizer();
    expect(await failure(organizer.api.order.exportCsv({}))).toMatchObject({ code: "FORBIDDEN" });
  });
});
