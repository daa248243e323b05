import { describe, expect, it } from "vitest";
import {
  bankTransferReference,
  createBankTransferProvider,
  parseBankTransferReference,
} from "./bank-transfer.ts";

const bankAccount = {
  bankName: "Saudi National Bank",
  accountName: "WRO Saudi Arabia",
  iban: "SA0310000000000000000000",
};

describe("bank transfer", () => {
  it("shows the bank account, the amount and the order's reference", async () => {
    const bank = createBankTransferProvider(bankAccount);
    const checkout = await bank.createCheckout({
      orderId: "order-42",
      idempotencyKey: "order-42:1",
      amountHalalas: 116_438,
      description: "WRO Saudi Arabia 2025",
      successUrl: "https://wro.example/ok",
      backUrl: "https://wro.example/back",
    });
    expect(checkout).toEqual({
      ok: true,
      value: {
        method: "bankTransfer",
        reference: bankTransferReference("order-42"),
        bankAccount,
        amountHalalas: 116_438,
      },
    });
  });

  it("has no gateway to ask: nothing to reconcile, refunds go through the bank", async () => {
    const bank = createBankTransferProvider(bankAccount);
    expect(await bank.listCheckoutPayments("WRO-anything")).toEqual({ ok: true, value: [] });
    expect(await bank.fetchPayment("x")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(await bank.refund("x", { reason: "withdrawn" })).toMatchObject({
      ok: false,
      reason: "unsupported",
    });
  });

  it("gives an order the same reference every time, and other orders other ones", () => {
    const reference = bankTransferReference("order-42");
    expect(reference).toMatch(/^WRO-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(bankTransferReference("order-42")).toBe(reference);
    const references = new Set(
      Array.from({ length: 10_000 }, (_, index) => bankTransferReference(`order-${index}`)),
    );
    expect(references.size).toBe(10_000);
  });

  it("reads a reference back however an admin typed it", () => {
    const reference = bankTransferReference("order-42");
    const compact = reference.replaceAll("-", "");
    for (const typed of [
      reference,
      compact.toLowerCase(),
      ` ${reference.replaceAll("-", " ")} `,
      compact.slice(3),
    ])
      expect(parseBankTransferReference(typed)).toEqual({ ok: true, reference });
    // O for 0 and I or L for 1, the usual misreadings, are forgiven.
    const misread = reference.replace(/0/g, "O").replace(/1/g, "l");
    expect(parseBankTransferReference(misread)).toEqual({ ok: true, reference });
  });

  it("catches a mistyped character or two swapped ones", () => {
    const body = bankTransferReference("order-7").replaceAll("-", "").slice(3);
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for (let index = 0; index < body.length; index++) {
      const wrong = alphabet[(alphabet.indexOf(body[index]!) + 1) % 32]!;
      const typo = body.slice(0, index) + wrong + body.slice(index + 1);
      expect(parseBankTransferReference(typo), typo).toEqual({ ok: false, reason: "checkFailed" });
    }
    const at = [...body].findIndex((character, index) => character !== body[index + 1]);
    const swapped = body.slice(0, at) + body[at + 1]! + body[at]! + body.slice(at + 2);
    expect(parseBankTransferReference(swapped)).toEqual({ ok: false, reason: "checkFailed" });
    expect(parseBankTransferReference("WRO-12345")).toEqual({ ok: false, reason: "malformed" });
    expect(parseBankTransferReference("WRO-UUUUU-UUUUUU")).toEqual({ ok: false, reason: "malformed" });
  });
});
