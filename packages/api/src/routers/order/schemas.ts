import { z } from "zod";
import { idSchema, listShape, optionalText, requiredText } from "../../forms/common.ts";
import { parseScaledDecimal } from "../../payments/money.ts";
import { registrationMessages } from "../delegation/messages.ts";

// The back office's inputs of orders (issue 36), which its forms check with too
// (`@wro/api/schemas/order`): the list's filters, recording a bank transfer and a refund.

/** An amount as the forms prefill it, halalas as riyals: 116438 → "1164.38". */
export { formatSar } from "../../payments/money.ts";

/** The invoice's number as printed: INV-000042. */
export const invoiceNumberText = (number: number) => `INV-${String(number).padStart(6, "0")}`;

export const orderStatuses = ["submitted", "paid", "cancelled", "expired"] as const;
export const orderProviders = ["moyasar", "bankTransfer"] as const;
const orderSortFields = ["createdAt", "submittedAt", "paidAt", "totalHalalas"] as const;

export const adminOrderListSchema = z
  .object({
    ...listShape(orderSortFields),
    orderStatus: z.enum(orderStatuses).optional(),
    provider: z.enum(orderProviders).optional(),
  })
  .prefault({});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** An amount in riyals as an admin types it ("1164.38", "1,164.38"): halalas. */
const riyalsSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const parsed = parseScaledDecimal(text.replace(/,/g, ""), 2);
    if (parsed.ok && parsed.value > 0) return parsed.value;
    context.addIssue({ code: "custom", message: registrationMessages.invalidAmount });
    return z.NEVER;
  });

export const recordTransferSchema = z.object({
  orderId: idSchema,
  /** The bank's own reference of the transfer (from the statement): one transfer is recorded once. */
  bankTransactionId: requiredText(80),
  amount: riyalsSchema,
  note: optionalText(500),
});

export const refundSchema = z.object({
  paymentId: idSchema,
  /** Part of the payment, in riyals; the whole of what is left when empty. */
  amount: z.union([z.literal(""), riyalsSchema]).optional(),
  reason: requiredText(500),
});
