import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueViolationFields } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { removeOrphanedUploads } from "../orphaned-uploads.ts";
import { storedFileRow } from "../stored-files.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../testing.ts";
import { releasePlaces, takePlaces, type PlacesWanted } from "./capacity.ts";
import { nextNumber, numberInvoice } from "./numbers.ts";

/** Many organizers at once: each attempt its own transaction, queued for the pool's connections. */
const raceOptions = { maxWait: 60_000, timeout: 60_000 };

class Full extends Error {}

describe.each(testDatabaseKinds)("registration data on %s", (kind) => {
  let database: TestDatabase;
  let delegationId: string;
  let organizerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { content: "seeded" });
    const { db } = database;
    const organizer = await db.user.create({
      data: {
        name: "Gulf Robotics Federation",
        email: "organizer@example.org",
        nationalId: "2000000001",
        phoneNumber: "+966500000009",
        type: 2,
      },
    });
    organizerId = organizer.id;
    const { seasonId } = await db.registrationSetting.findUniqueOrThrow({ where: { siteName: "WRO" } });
    const delegation = await db.delegation.create({
      data: { seasonId: seasonId!, organizerId, name: "Bahrain", country: "BH" },
    });
    delegationId = delegation.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A submitted order for `wanted`, and its places, in one transaction: all or nothing. */
  const submitOrder = (wanted: PlacesWanted[]) =>
    database.db.$transaction(async (tx) => {
      const order = await tx.order.create({
        data: { delegationId, status: "submitted", sarPerUsd: 37_500, vatBasisPoints: 1_500 },
      });
      const taken = await takePlaces(tx, wanted);
      if (!taken.ok) throw new Full(taken.full);
      return order.id;
    }, raceOptions);

  const category = (key: string) => database.db.feeCategory.findUniqueOrThrow({ where: { key } });

  it("gives the last 3 places to exactly 3 of 100 organizers racing for them, and tells the others", async () => {
    const { db } = database;
    await db.feeCategory.update({ where: { key: "vip" }, data: { capacity: 10, taken: 7 } });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => submitOrder([{ categoryKey: "vip", quantity: 1 }])),
    );

    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome): unknown[] =>
      outcome.status === "rejected" ? [outcome.reason] : [],
    );
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(97);
    for (const reason of refused) expect(reason).toEqual(new Full("vip"));
    expect(await category("vip")).toMatchObject({ capacity: 10, taken: 10 });
    // The refused orders were rolled back with their attempt.
    expect(await db.order.count({ where: { delegationId } })).toBe(3);
  });

  it("takes several categories without deadlock, whatever order the lines name them in", async () => {
    const { db } = database;
    const before = await Promise.all([category("judge"), category("volunteer")]);
    const judge = { categoryKey: "judge", quantity: 1 };
    const volunteer = { categoryKey: "volunteer", quantity: 2 };

    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        submitOrder(index % 2 ? [judge, volunteer] : [volunteer, judge]),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    expect((await category("judge")).taken).toBe(before[0].taken + 40);
    expect((await category("volunteer")).taken).toBe(before[1].taken + 80);
    expect(await db.order.count({ where: { delegationId } })).toBe(3 + 40);
  });

  it("keeps 0 ≤ taken ≤ capacity in the database itself, and gives places back", async () => {
    const { db } = database;
    await db.feeCategory.update({ where: { key: "coach" }, data: { capacity: 5, taken: 0 } });
    expect(await takePlaces(db, [{ categoryKey: "coach", quantity: 4 }])).toEqual({ ok: true });
    // A line that does not fit takes nothing.
    expect(await takePlaces(db, [{ categoryKey: "coach", quantity: 2 }])).toEqual({
      ok: false,
      full: "coach",
    });
    expect((await category("coach")).taken).toBe(4);

    // A capacity below the places taken, or a write that would oversell, is refused.
    await expect(db.feeCategory.update({ where: { key: "coach" }, data: { capacity: 3 } })).rejects.toThrow(
      /fee_categories_taken_check/,
    );
    await expect(
      db.feeCategory.update({ where: { key: "coach" }, data: { taken: { increment: 2 } } }),
    ).rejects.toThrow(/fee_categories_taken_check/);

    await releasePlaces(db, [{ categoryKey: "coach", quantity: 4 }]);
    expect((await category("coach")).taken).toBe(0);
    await expect(releasePlaces(db, [{ categoryKey: "coach", quantity: 1 }])).rejects.toThrow(
      /fee_categories_taken_check/,
    );
    // Unlimited: no capacity, any number of places.
    await db.feeCategory.update({ where: { key: "coach" }, data: { capacity: null } });
    expect(await takePlaces(db, [{ categoryKey: "coach", quantity: 1_000 }])).toEqual({ ok: true });
  });

  it("numbers invoices without gaps: a payment rolled back gives its number back", async () => {
    const { db } = database;
    await db.order.createMany({
      data: Array.from({ length: 30 }, () => ({ delegationId, sarPerUsd: 37_500, vatBasisPoints: 1_500 })),
    });
    const orders = await db.order.findMany({ where: { status: "draft" }, select: { id: true } });
    const pay = (orderId: string, index: number) =>
      db.$transaction(async (tx) => {
        const invoiceNumber = await nextNumber(tx, "invoice");
        await tx.order.update({
          where: { id: orderId },
          data: { status: "paid", paidAt: new Date(), invoiceNumber },
        });
        // Every third payment fails after taking its number (the gateway refused, the process died …).
        if (index % 3 === 2) throw new Error("payment failed");
      }, raceOptions);

    const outcomes = await Promise.allSettled(orders.map(({ id }, index) => pay(id, index)));

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(20);
    const numbers = (
      await db.order.findMany({ where: { invoiceNumber: { not: null } }, select: { invoiceNumber: true } })
    )
      .map((order) => order.invoiceNumber)
      .sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("marks an order paid with the next invoice number in one statement, and takes none for a missing order", async () => {
    const { db } = database;
    const { id: orderId } = await db.order.create({
      data: { delegationId, status: "submitted", sarPerUsd: 37_500, vatBasisPoints: 1_500 },
    });
    const paidAt = new Date("2025-08-20T10:00:00Z");
    const last = async () =>
      (await db.numberSeries.findUniqueOrThrow({ where: { name: "invoice" } })).lastNumber;
    const before = await last();

    const given = (await db.$transaction((tx) => numberInvoice(tx, orderId, paidAt))).invoice_number;
    expect(given).toBe(before + 1);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "paid",
      paidAt,
      invoiceNumber: given,
    });
    // No such order: the number the series moved to is given back with the rollback, no gap.
    await expect(db.$transaction((tx) => numberInvoice(tx, "no-such-order", paidAt))).rejects.toThrow(
      /no-such-order/,
    );
    expect(await last()).toBe(given);
  });

  it("stores a payment the webhook delivers 5 times at once as one payment", async () => {
    const { db } = database;
    const { id: orderId } = await db.order.findFirstOrThrow({ where: { status: "paid" } });
    const payment: Prisma.PaymentUncheckedCreateInput = {
      orderId,
      provider: "moyasar",
      gatewayPaymentId: "pay_7f3c",
      status: "paid",
      amountHalalas: 116_438,
    };

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => db.payment.create({ data: payment })),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect(uniqueViolationFields(outcome.reason)?.join()).toMatch(/gateway_payment_id/);
    // The same id from another provider is another payment; the provider is stored by its SQL name.
    await db.payment.create({ data: { ...payment, provider: "bankTransfer", recordedById: organizerId } });
    const providers = await db.$queryRaw<Array<{ provider: string }>>`
      SELECT provider::text FROM payments WHERE gateway_payment_id = 'pay_7f3c' ORDER BY provider`;
    expect(providers.map((row) => row.provider)).toEqual(["bank_transfer", "moyasar"]);
  });

  it("keeps money and people: an organizer or a delegation with orders cannot be deleted", async () => {
    const { db } = database;
    await expect(db.user.delete({ where: { id: organizerId } })).rejects.toThrow(/foreign key/i);
    await expect(db.delegation.delete({ where: { id: delegationId } })).rejects.toThrow(/foreign key/i);
    const { seasonId } = await db.delegation.findUniqueOrThrow({ where: { id: delegationId } });
    await expect(
      db.delegation.create({ data: { seasonId, organizerId, name: "Bahrain again", country: "BH" } }),
    ).rejects.toSatisfy((error) => uniqueViolationFields(error) !== null);
  });

  it("keeps a delegate's photo when stored files no row names are removed", async () => {
    const { db } = database;
    const photo = "delegates/3b9d2f4e.png";
    const bytes = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await db.storedFile.create({ data: { ...storedFileRow(photo, bytes), createdAt: new Date(0) } });
    await db.delegate.create({
      data: {
        delegationId,
        feeCategoryKey: "participant",
        role: "student",
        nameLatin: "Fatima Al-Khalifa",
        nameArabic: "فاطمة آل خليفة",
        nationality: "BH",
        dateOfBirth: new Date("2011-03-14"),
        photo,
      },
    });

    expect(await removeOrphanedUploads(db)).not.toContain(photo);
    expect(await db.storedFile.count({ where: { path: photo } })).toBe(1);
  });
});
