import type { Database } from "@wro/db";
import { priceOrder } from "../../payments/money.ts";
import type { Caller } from "../../trpc.ts";
import { liveOrderStates, ownDelegation } from "../delegation/service.ts";
import { currentRates } from "../registration-setting/service.ts";
import { placesOf } from "./service.ts";

/**
 * What submitting the delegation now would cost: its people on no live order, by fee category,
 * in USD and SAR with the VAT, at the current rates. The figures an order is submitted with are
 * computed again inside the submission: this is only what the page shows beforehand.
 */
export async function quoteOwnDelegation(db: Database, caller: Caller) {
  const delegation = await ownDelegation(db, caller);
  const live = new Set(
    (delegation?.orders ?? [])
      .filter((order) => (liveOrderStates as readonly string[]).includes(order.status))
      .map((order) => order.id),
  );
  const people = (delegation?.delegates ?? []).filter(
    (person) => !person.orderId || !live.has(person.orderId),
  );
  const wanted = placesOf(people);
  const [fees, rates] = await Promise.all([
    db.feeCategory.findMany({ where: { key: { in: wanted.map((line) => line.categoryKey) } } }),
    currentRates(db),
  ]);
  const priced = priceOrder(
    wanted.map(({ categoryKey, quantity }) => ({
      category: categoryKey,
      quantity,
      unitPriceUsdCents: fees.find((fee) => fee.key === categoryKey)?.priceUsdCents ?? 0,
    })),
    rates,
  );
  return {
    ...priced,
    lines: priced.lines.map((line) => {
      const fee = fees.find((row) => row.key === line.category);
      return { ...line, nameEn: fee?.nameEn ?? line.category, nameAr: fee?.nameAr ?? line.category };
    }),
  };
}
