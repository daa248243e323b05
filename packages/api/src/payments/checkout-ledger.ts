import type { Checkout, GatewayResult } from "./provider.ts";

/**
 * Remembers which checkout was made under which idempotency key, so a key makes one gateway
 * invoice however often and however concurrently it is asked for. Moyasar documents idempotency
 * for creating payments (`given_id`) but not for invoices, so the rule is kept on our side.
 */
export interface CheckoutLedger {
  /**
   * The checkout made under `key`, calling `create` only for the first caller; callers arriving
   * while it runs share its answer. A failed creation is forgotten so the next call tries again.
   */
  once(key: string, create: () => Promise<GatewayResult<Checkout>>): Promise<GatewayResult<Checkout>>;
}

/**
 * A ledger in this process's memory: enough for one server and for tests. The order service
 * keeps the checkout on the order row instead (locked while it is made), which also holds across
 * instances and restarts.
 */
export function createMemoryCheckoutLedger(): CheckoutLedger {
  const checkouts = new Map<string, Promise<GatewayResult<Checkout>>>();
  return {
    once(key, create) {
      const known = checkouts.get(key);
      if (known) return known;
      const made = create().then(
        (result) => {
          if (!result.ok) checkouts.delete(key);
          return result;
        },
        (error: unknown) => {
          checkouts.delete(key);
          throw error;
        },
      );
      checkouts.set(key, made);
      return made;
    },
  };
}
