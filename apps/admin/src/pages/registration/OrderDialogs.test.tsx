import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { adminMessages } from "@wro/api/forms";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/renderScreen";
import { CancelOrderModal, RecordTransferModal, RefundModal } from "./OrderDialogs";
import { OrderStatusBadge } from "./parts";

/** A refusal as the tRPC client hands it over: its code, message and field messages (codes). */
function refusal(
  code: "FORBIDDEN" | "BAD_REQUEST" | "CONFLICT",
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  const httpStatus = { FORBIDDEN: 403, BAD_REQUEST: 400, CONFLICT: 409 }[code];
  return new TRPCClientError(message, {
    result: {
      error: {
        code: -32600,
        message,
        data: { code, httpStatus, ...(fieldErrors ? { fieldErrors } : {}) },
      },
    },
  });
}

const order = { id: "order-1", totalHalalas: 47_438, bankReference: "WRO-7K2QX9" };
const payment = {
  id: "payment-1",
  provider: "moyasar" as const,
  amountHalalas: 47_438,
  refunds: [{ id: "refund-1", amountHalalas: 10_000 } as never],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's accessible name: its label, then the required mark when it has one. */
const named = (label: string) => new RegExp(`^${escaped(label)}`);

/** Enters a value the way a paste does: one input event, not one per key (jsdom is slow). */
async function enter(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) {
    await userEvent.click(field);
    await userEvent.paste(value);
  }
}

const texts = {
  en: {
    dialog: "Record bank transfer",
    reference: "Bank transaction reference",
    amount: "Amount received (SAR)",
    record: "Record transfer",
    required: "This field is required.",
    invalidAmount: "Enter an amount in riyals, such as 1164.38.",
    recorded: "The transfer is recorded and the order is paid.",
    financeOnly: "This needs the finance permission.",
    mismatch: "The amount transferred must be the order's total, 474.38.",
  },
  ar: {
    dialog: "تسجيل حوالة بنكية",
    reference: "مرجع العملية البنكية",
    amount: "المبلغ المستلم (ريال سعودي)",
    record: "تسجيل الحوالة",
    required: "هذا الحقل مطلوب.",
    invalidAmount: "أدخل مبلغًا بالريال، مثل 1164.38.",
    recorded: "سُجّلت الحوالة وأصبح الطلب مدفوعًا.",
    financeOnly: "يتطلب هذا صلاحية الشؤون المالية.",
    mismatch: "يجب أن يساوي المبلغ المحوَّل إجمالي الطلب، وهو 474.38.",
  },
} as const;

describe.each(["en", "ar"] as const)("recording a bank transfer (%s)", (locale) => {
  const text = texts[locale];

  it("starts with the order's total, asks for the bank's reference, then records it", async () => {
    const save = vi.fn(async () => ({ outcome: "paid" }));
    const onClose = vi.fn();
    await renderScreen(<RecordTransferModal order={order} opened onClose={onClose} save={save} />, {
      locale,
    });
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    const amount = within(dialog).getByRole("textbox", { name: named(text.amount) });
    expect(amount).toHaveValue("474.38");

    await userEvent.click(within(dialog).getByRole("button", { name: text.record }));
    expect((await within(dialog).findAllByText(text.required)).length).toBeGreaterThanOrEqual(1);
    expect(save).not.toHaveBeenCalled();

    await enter(amount, "474,38 SAR");
    await userEvent.click(within(dialog).getByRole("button", { name: text.record }));
    expect((await within(dialog).findAllByText(text.invalidAmount)).length).toBeGreaterThanOrEqual(1);

    await enter(amount, "474.38");
    await enter(within(dialog).getByRole("textbox", { name: named(text.reference) }), "FT2501234567");
    await userEvent.click(within(dialog).getByRole("button", { name: text.record }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      orderId: "order-1",
      bankTransactionId: "FT2501234567",
      amount: "474.38",
      note: "",
    });
    expect(await screen.findByText(text.recorded)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("says in the dialog why the server refused: the finance permission", async () => {
    const save = vi.fn(() => Promise.reject(refusal("FORBIDDEN", adminMessages.financeOnly)));
    const onClose = vi.fn();
    await renderScreen(<RecordTransferModal order={order} opened onClose={onClose} save={save} />, {
      locale,
    });
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    await enter(within(dialog).getByRole("textbox", { name: named(text.reference) }), "FT2501234567");
    await userEvent.click(within(dialog).getByRole("button", { name: text.record }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text.financeOnly);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a field's refusal beside the field (an amount other than the total)", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        refusal("BAD_REQUEST", "transferAmountMismatch?total=474.38", {
          amount: ["transferAmountMismatch?total=474.38"],
        }),
      ),
    );
    await renderScreen(<RecordTransferModal order={order} opened onClose={() => {}} save={save} />, {
      locale,
    });
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    const amount = within(dialog).getByRole("textbox", { name: named(text.amount) });
    await enter(amount, "400");
    await enter(within(dialog).getByRole("textbox", { name: named(text.reference) }), "FT2501234567");
    await userEvent.click(within(dialog).getByRole("button", { name: text.record }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(escaped(text.mismatch))));
    // The field says it; no second alert repeats it.
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});

describe("refunding a payment", () => {
  it("needs a reason, refunds all that is left when no amount is given", async () => {
    const save = vi.fn(async () => ({}));
    const onClose = vi.fn();
    await renderScreen(<RefundModal payment={payment} onClose={onClose} save={save} />);
    const dialog = await screen.findByRole("dialog", { name: "Refund a payment" });
    // 474.38 paid, 100.00 refunded already.
    expect(within(dialog).getByText(/SAR\s374\.38/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect((await within(dialog).findAllByText("This field is required.")).length).toBeGreaterThanOrEqual(1);
    expect(save).not.toHaveBeenCalled();

    await enter(within(dialog).getByRole("textbox", { name: /^Reason/ }), "The team could not travel.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      paymentId: "payment-1",
      amount: "",
      reason: "The team could not travel.",
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("says in Arabic that a refund is larger than what is left", async () => {
    const message = "refundTooLarge?left=374.38";
    const save = vi.fn(() => Promise.reject(refusal("BAD_REQUEST", message, { amount: [message] })));
    await renderScreen(<RefundModal payment={payment} onClose={() => {}} save={save} />, { locale: "ar" });
    const dialog = await screen.findByRole("dialog", { name: "استرداد دفعة" });
    const amount = within(dialog).getByRole("textbox", { name: /^المبلغ المسترد/ });
    await enter(amount, "500");
    await enter(within(dialog).getByRole("textbox", { name: /^السبب/ }), "خطأ في الطلب");
    await userEvent.click(within(dialog).getByRole("button", { name: "استرداد" }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /لا يجوز أن يتجاوز المبلغ المسترد ما تبقّى من الدفعة، وهو 374\.38\./,
      ),
    );
  });
});

describe("cancelling an order", () => {
  it("cancels only once confirmed, and keeps the dialog open with the reason when refused", async () => {
    const cancel = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(refusal("BAD_REQUEST", "orderNotCancellable"))
      .mockResolvedValueOnce({});
    const onClose = vi.fn();
    await renderScreen(<CancelOrderModal opened onClose={onClose} cancel={cancel} />);
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Only an order awaiting payment can be cancelled.",
    );
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancel).toHaveBeenCalledTimes(2);
  });
});

describe("order status badge", () => {
  it.each([
    ["en", "submitted", "Awaiting payment"],
    ["en", "paid", "Paid"],
    ["ar", "submitted", "بانتظار الدفع"],
    ["ar", "expired", "منتهي الصلاحية"],
  ] as const)("names the status in the UI language (%s, %s)", async (locale, status, label) => {
    await renderScreen(<OrderStatusBadge status={status} />, { locale });
    const badge = await screen.findByTestId("order-status");
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute("data-status", status);
  });
});
