import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ageGroups, delegateRoles, wroCategories } from "@wro/api/schemas/delegation";
import { invoiceNumberText, type orderProviders } from "@wro/api/schemas/order";
import type { RouterOutputs } from "../../api/trpc";

// The back office's words for registration's keys (issue 36). Each list is typed against the
// API's own, so a key added there fails the typecheck until it has its words here; the order
// here is the order filters offer.

export type Order = RouterOutputs["order"]["byId"];
export type Payment = Order["payments"][number];
export type Delegation = RouterOutputs["delegation"]["byId"];
export type OrderStatus = Order["status"];
export type DelegationStatus = Delegation["status"];
export type PaymentStatus = Payment["status"];
export type Provider = (typeof orderProviders)[number];

export const orderStatusLabels = {
  draft: msg`Draft`,
  submitted: msg`Awaiting payment`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
} as const satisfies Record<OrderStatus, MessageDescriptor>;

export const orderStatusColors: Record<OrderStatus, string> = {
  draft: "gray",
  submitted: "yellow",
  paid: "green",
  cancelled: "red",
  expired: "gray",
};

export const delegationStatusLabels = {
  draft: msg`Draft`,
  submitted: msg`Awaiting payment`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
} as const satisfies Record<DelegationStatus, MessageDescriptor>;

export const delegationStatusColors: Record<DelegationStatus, string> = {
  draft: "gray",
  submitted: "yellow",
  paid: "green",
  cancelled: "red",
};

export const paymentStatusLabels = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
} as const satisfies Record<PaymentStatus, MessageDescriptor>;

export const paymentStatusColors: Record<PaymentStatus, string> = {
  pending: "yellow",
  paid: "green",
  failed: "red",
  refunded: "grape",
};

export const providerLabels = {
  bankTransfer: msg`Bank transfer`,
  moyasar: msg`Card (Moyasar)`,
} as const satisfies Record<Provider, MessageDescriptor>;

export const wroCategoryLabels = {
  robomission: msg`RoboMission`,
  robosports: msg`RoboSports`,
  "future-innovators": msg`Future Innovators`,
  "future-engineers": msg`Future Engineers`,
} as const satisfies Record<(typeof wroCategories)[number], MessageDescriptor>;

export const ageGroupLabels = {
  elementary: msg`Elementary`,
  junior: msg`Junior`,
  senior: msg`Senior`,
} as const satisfies Record<(typeof ageGroups)[number], MessageDescriptor>;

export const roleLabels = {
  student: msg`Student`,
  coach: msg`Coach`,
  head_of_delegation: msg`Head of delegation`,
  supporter: msg`Supporter`,
  judge: msg`Judge`,
  volunteer: msg`Volunteer`,
  vip: msg`VIP`,
  industry_guest: msg`Industry guest`,
} as const satisfies Record<(typeof delegateRoles)[number], MessageDescriptor>;

/** The keys of a label list, in its order, typed. */
export const keysOf = <Key extends string>(labels: Record<Key, MessageDescriptor>) =>
  Object.keys(labels) as Key[];

/** Whether `value` (from the address) is one of a label list's keys. */
export const isKeyOf = <Key extends string>(
  labels: Record<Key, MessageDescriptor>,
  value: string | null,
): value is Key => value !== null && Object.hasOwn(labels, value);

/** A key the API sent that has no words here (an old record) is shown as it is. */
export function labelOf<Key extends string>(labels: Record<Key, MessageDescriptor>, key: string) {
  return Object.hasOwn(labels, key) ? labels[key as Key] : null;
}

/** The name an order goes by: its invoice number once paid, else the reference of its transfer. */
export const orderName = (order: Pick<Order, "invoiceNumber" | "bankReference" | "id">) =>
  order.invoiceNumber ? invoiceNumberText(order.invoiceNumber) : (order.bankReference ?? order.id);

/** How an order is paid: chosen when the organizer pays, else the way a payment came (a transfer recorded first). */
export const providerOf = (order: Pick<Order, "provider" | "payments">): Provider | null =>
  order.provider ?? order.payments.find((payment) => payment.status !== "failed")?.provider ?? null;
