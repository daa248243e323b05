import { getDb, type Database } from "@wro/db";
import { adminContext } from "../../admin/context.ts";
import type { PaymentProvider } from "../../payments/provider.ts";
import { configuredPaymentProvider } from "./provider.ts";
import { expireOrders, reconcilePayments } from "./settle.ts";

/** How often unpaid orders past their time are expired. */
export const EXPIRY_INTERVAL_MS = 60_000;
/** How often the gateway is asked about orders still awaiting payment (and once at start). */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;

export interface PaymentJobsOptions {
  db?: Database;
  /** By default the environment's; none (no key, no bank account) leaves only expiry to do. */
  provider?: PaymentProvider | null;
}

/** One round: reconcile (when `reconcile`), then expire. Errors are logged; the next round tries again. */
export async function runPaymentJobs({ db = getDb(), provider }: PaymentJobsOptions, reconcile: boolean) {
  const ctx = adminContext({ db, caller: { kind: "system", name: "payment jobs" } });
  try {
    const gateway = provider === undefined ? await configuredPaymentProvider(db) : provider;
    if (reconcile && gateway) await reconcilePayments(ctx, gateway);
    await expireOrders(ctx, gateway);
  } catch (error) {
    console.error("The payment jobs failed this round:", error);
  }
}

/**
 * Starts the payment jobs of this server process: reconciliation at start and every five
 * minutes (so a payment the gateway took while we were down is found), expiry every minute.
 * Every instance runs them; each change is made once under its row lock, so two instances
 * running the same round change nothing twice. Answers a function that stops them.
 */
export function startPaymentJobs(options: PaymentJobsOptions = {}): () => void {
  let rounds = 0;
  let running: Promise<void> | null = null;
  const round = () => {
    // A round still running (a slow gateway) is not doubled.
    if (running) return;
    const reconcile = rounds++ % (RECONCILE_INTERVAL_MS / EXPIRY_INTERVAL_MS) === 0;
    running = runPaymentJobs(options, reconcile).finally(() => (running = null));
  };
  round();
  const timer = setInterval(round, EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
