import { randomUUID } from "node:crypto";
import { AppError } from "@wro/constants";
import { Prisma, releasePlaces, takePlaces, type OrderLineModel, type OrderModel } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import { env } from "../../env.ts";
import { bankTransferReference } from "../../payments/bank-transfer.ts";
import { priceOrder } from "../../payments/money.ts";
import type { Checkout, PaymentProvider } from "../../payments/provider.ts";
import type { Caller } from "../../trpc.ts";
import { registrationMessages } from "../delegation/messages.ts";
import {
  lockOwnDelegation,
  organizerId,
  unorderedPeopleWithFees,
  type RegistrationTerms,
} from "../delegation/service.ts";
import { lockOrderRow } from "./lock.ts";

/** Whether the registration window is open now (`opensAt` ≤ now < `closesAt`). */
function requireOpenWindow(terms: RegistrationTerms, now = new Date()) {
  const open = terms.opensAt <= now && (!terms.closesAt || now < terms.closesAt);
  if (!open) throw new AppError("refused", { message: registrationMessages.registrationNotOpen });
}

/** How many places of each fee category a set of people needs, in key order. */
export function placesOf(people: readonly { feeCategoryKey: string }[]) {
  const counts = new Map<string, number>();
  for (const person of people)
    counts.set(person.feeCategoryKey, (counts.get(person.feeCategoryKey) ?? 0) + 1);
  return [...counts].map(([categoryKey, quantity]) => ({ categoryKey, quantity }));
}

/**
 * Submits the delegation's people who are on no live order: prices them on the server at the
 * current rates, takes their places (all or none: a full category rolls the whole order back and
 * is named in the answer, so the organizer can join its waiting list), and fixes the order's
 * lines. The order then awaits payment until it expires.
 *
 * Every submission of a category queues on its row from `takePlaces` to the commit, so the
 * statements are few (the reads folded into the lock's and one other, the writes one each) and
 * the places are taken last, after the audit entry: one statement and the commit.
 */
export function submitOrder(ctx: AdminContext) {
  return auditedWrite(ctx, { entity: "order", action: "submit" }, async (tx) => {
    const delegation = await lockOwnDelegation(tx, ctx.caller);
    const { terms } = delegation;
    requireOpenWindow(terms);
    const people = await unorderedPeopleWithFees(tx, delegation.id);
    if (people.length === 0) throw new AppError("refused", { message: registrationMessages.nothingToOrder });
    const wanted = placesOf(people);
    const feeOf = (key: string) => {
      const fee = people.find((person) => person.feeCategoryKey === key)?.fee;
      if (!fee?.status)
        throw new AppError("refused", { field: key, message: registrationMessages.invalidFeeCategory });
      return fee;
    };
    const priced = priceOrder(
      wanted.map(({ categoryKey, quantity }) => ({
        category: categoryKey,
        quantity,
        unitPriceUsdCents: feeOf(categoryKey).priceUsdCents,
      })),
      terms,
    );
    const now = new Date();
    const id = randomUUID();
    const { order, held } = await storeSubmittedOrder(
      tx,
      {
        id,
        delegationId: delegation.id,
        status: "submitted",
        sarPerUsd: terms.sarPerUsd,
        vatBasisPoints: terms.vatBasisPoints,
        netHalalas: priced.netHalalas,
        vatHalalas: priced.vatHalalas,
        totalHalalas: priced.totalHalalas,
        submittedAt: now,
        expiresAt: new Date(now.getTime() + terms.orderExpiryHours * 3_600_000),
        paidAt: null,
        cancelledAt: null,
        provider: null,
        checkoutId: null,
        checkoutUrl: null,
        idempotencyKey: randomUUID(),
        // Unique to the order, unguessable, and known before its row exists.
        bankReference: bankTransferReference(randomUUID()),
        invoiceNumber: null,
        createdAt: now,
        updatedAt: now,
      },
      priced.lines.map((line) => ({
        id: randomUUID(),
        orderId: id,
        feeCategoryKey: line.category,
        nameEn: feeOf(line.category).nameEn,
        nameAr: feeOf(line.category).nameAr,
        quantity: line.quantity,
        unitPriceUsdCents: line.unitPriceUsdCents,
        usdCents: line.usdCents,
        netHalalas: line.netHalalas,
      })),
      people,
    );
    // Places a promotion from the waiting list holds are used first; what they do not cover is
    // taken now, and what they hold beyond the need is given back.
    const heldFor = (key: string) => held.get(key) ?? 0;
    const toTake = wanted.map(({ categoryKey, quantity }) => ({
      categoryKey,
      quantity: quantity - heldFor(categoryKey),
    }));
    const spare = [...held].map(([categoryKey, places]) => ({
      categoryKey,
      quantity: places - (wanted.find((line) => line.categoryKey === categoryKey)?.quantity ?? 0),
    }));
    const release = spare.filter((line) => line.quantity > 0);
    const take = toTake.filter((line) => line.quantity > 0);
    return {
      entityId: order.id,
      before: null,
      after: order,
      result: order,
      // The places last: a category's row stays locked from here to the commit, and every
      // submission of that category queues on it.
      async lastly(tx) {
        if (release.length) await releasePlaces(tx, release);
        const taken = await takePlaces(tx, take);
        if (!taken.ok)
          throw new AppError("soldOut", {
            field: taken.full,
            message: `${registrationMessages.soldOut}?category=${encodeURIComponent(feeOf(taken.full).nameEn)}`,
          });
      },
    };
  });
}

/**
 * Stores a submitted order and its lines, puts its people on it, uses the places that promoted
 * waiting-list entries hold for the delegation (the entries are removed; the audit log keeps
 * them) and has the delegation await payment, in one statement: it runs on every submission
 * (Prisma's calls took four round trips). The ids are UUIDs, made here as the statement needs
 * them. Answers the order as stored, and the places held, by category.
 */
async function storeSubmittedOrder(
  tx: Transaction,
  order: OrderModel,
  lines: OrderLineModel[],
  people: readonly { id: string }[],
) {
  const now = order.createdAt;
  const held = await tx.$queryRaw<{ fee_category_key: string; quantity: number }[]>`
    WITH "order" AS (
      INSERT INTO "orders" ("id", "delegation_id", "status", "sar_per_usd", "vat_basis_points",
        "net_halalas", "vat_halalas", "total_halalas", "submitted_at", "expires_at",
        "idempotency_key", "bank_reference", "created_at", "updated_at")
      VALUES (${order.id}, ${order.delegationId}, 'submitted', ${order.sarPerUsd}, ${order.vatBasisPoints},
        ${order.netHalalas}, ${order.vatHalalas}, ${order.totalHalalas}, ${order.submittedAt},
        ${order.expiresAt}, ${order.idempotencyKey}, ${order.bankReference}, ${now}, ${now})),
    "lines" AS (
      INSERT INTO "order_lines" ("id", "order_id", "fee_category_key", "name_en", "name_ar",
        "quantity", "unit_price_usd_cents", "usd_cents", "net_halalas")
      VALUES ${Prisma.join(
        lines.map(
          (line) => Prisma.sql`(${line.id}, ${line.orderId}, ${line.feeCategoryKey}, ${line.nameEn},
            ${line.nameAr}, ${line.quantity}, ${line.unitPriceUsdCents}, ${line.usdCents}, ${line.netHalalas})`,
        ),
      )}),
    "joined" AS (
      UPDATE "delegates" SET "order_id" = ${order.id}, "updated_at" = ${now}
      WHERE "id" IN (${Prisma.join(people.map((person) => person.id))})),
    "awaiting" AS (
      UPDATE "delegations" SET "status" = 'submitted', "updated_at" = ${now} WHERE "id" = ${order.delegationId}),
    "held" AS (
      DELETE FROM "waiting_list_entries"
      WHERE "delegation_id" = ${order.delegationId} AND "promoted_at" IS NOT NULL AND "cancelled_at" IS NULL
      RETURNING "fee_category_key", "quantity")
    SELECT "fee_category_key", "quantity" FROM "held"`;
  const places = new Map<string, number>();
  for (const entry of held)
    places.set(entry.fee_category_key, (places.get(entry.fee_category_key) ?? 0) + entry.quantity);
  return { order: { ...order, lines }, held: places };
}

/** Locks an order of the caller's delegation (an admin may lock any) and answers it. */
async function lockOrder(tx: Transaction, caller: Caller, orderId: string, asAdmin: boolean) {
  const order = await lockOrderRow(tx, orderId, asAdmin ? null : organizerId(caller));
  if (!order) throw notFound();
  return order;
}

export interface PaymentStart {
  orderId: string;
  checkout: Checkout;
}

/**
 * The way to pay a submitted order. For Moyasar: its hosted invoice page, made once per order.
 * The order's row stays locked while the gateway makes it, so a double click on "Pay" or a second
 * tab (on any instance) waits and then gets the same page; the order's idempotency key keeps the
 * gateway's side to one invoice within a process as well.
 */
export function startPayment(
  ctx: AdminContext,
  provider: PaymentProvider,
  orderId: string,
  locale: "en" | "ar",
) {
  return auditedWrite<PaymentStart>(
    ctx,
    { entity: "order", action: "startPayment", timeoutMs: 30_000, tags: [] },
    async (tx) => {
      const order = await lockOrder(tx, ctx.caller, orderId, false);
      if (order.status !== "submitted" || (order.expiresAt && order.expiresAt <= new Date()))
        throw new AppError("refused", { message: registrationMessages.orderNotPayable });
      // Made before (a double click, a second tab): the same page, and nothing to audit.
      const unchanged = (checkout: Checkout) => ({ unchanged: { orderId, checkout } });
      if (
        order.provider === "moyasar" &&
        order.checkoutId &&
        order.checkoutUrl &&
        provider.name === "moyasar"
      )
        return unchanged({ method: "hostedPage", checkoutId: order.checkoutId, payUrl: order.checkoutUrl });
      const page = new URL(
        locale === "ar" ? "/ar/account/registration/" : "/account/registration/",
        env.SITE_URL,
      );
      page.searchParams.set("order", order.id);
      const made = await provider.createCheckout({
        orderId: order.id,
        idempotencyKey: order.idempotencyKey,
        amountHalalas: order.totalHalalas,
        description: `WRO Saudi Arabia 2025 registration ${order.bankReference ?? order.id}`,
        successUrl: `${page.href}&return=paid`,
        backUrl: `${page.href}&return=back`,
        expiresAt: order.expiresAt ?? undefined,
      });
      if (!made.ok) {
        console.error(`Checkout for order ${order.id} failed (${made.reason}): ${made.message}`);
        throw new AppError("paymentUnavailable", { message: registrationMessages.paymentUnavailable });
      }
      const checkout = made.value;
      if (checkout.method === "bankTransfer") {
        if (order.provider === "bankTransfer") return unchanged(checkout);
        const after = await tx.order.update({ where: { id: order.id }, data: { provider: "bankTransfer" } });
        return { entityId: order.id, before: order, after, result: { orderId, checkout } };
      }
      const after = await tx.order.update({
        where: { id: order.id },
        data: { provider: "moyasar", checkoutId: checkout.checkoutId, checkoutUrl: checkout.payUrl },
      });
      return {
        entityId: order.id,
        before: order,
        after,
        result: { orderId, checkout } satisfies PaymentStart,
      };
    },
  );
}

/**
 * Cancels an order awaiting payment and gives its places back: by its organizer, or by an admin.
 * Its people are free to go on a new order.
 */
export function cancelOrder(ctx: AdminContext, orderId: string, asAdmin: boolean) {
  return auditedWrite(ctx, { entity: "order", action: "cancel" }, async (tx) => {
    const locked = await lockOrder(tx, ctx.caller, orderId, asAdmin);
    if (locked.status !== "submitted")
      throw new AppError("refused", { message: registrationMessages.orderNotCancellable });
    const order = { ...locked, lines: await tx.orderLine.findMany({ where: { orderId } }) };
    const after = await closeOrder(tx, order, "cancelled");
    return { entityId: order.id, before: order, after, result: after };
  });
}

/** Ends an unpaid order (cancelled or expired): its places go back and its people leave it. */
export async function closeOrder(
  tx: Transaction,
  order: { id: string; delegationId: string; lines: { feeCategoryKey: string; quantity: number }[] },
  status: "cancelled" | "expired",
) {
  await releasePlaces(
    tx,
    order.lines.map((line) => ({ categoryKey: line.feeCategoryKey, quantity: line.quantity })),
  );
  await tx.delegate.updateMany({ where: { orderId: order.id }, data: { orderId: null } });
  const after = await tx.order.update({
    where: { id: order.id },
    data: { status, ...(status === "cancelled" ? { cancelledAt: new Date() } : {}) },
  });
  await refreshDelegationStatus(tx, order.delegationId);
  return after;
}

/**
 * paid once every order is paid; submitted while one awaits payment; draft otherwise. One
 * statement: it runs on every payment.
 */
export async function refreshDelegationStatus(tx: Transaction, delegationId: string) {
  await tx.$executeRaw`
    UPDATE "delegations" d SET "updated_at" = ${new Date()}, "status" = (
      SELECT CASE WHEN bool_or(o."status" = 'submitted') THEN 'submitted'
        WHEN bool_or(o."status" = 'paid') THEN 'paid' ELSE 'draft' END
      FROM "orders" o WHERE o."delegation_id" = d."id")::"delegation_status"
    WHERE d."id" = ${delegationId}`;
}
