import { describe, expect, it } from "vitest";
import { selectPaymentProvider } from "./index.ts";

const bankAccount = {
  bankName: "Saudi National Bank",
  accountName: "WRO Saudi Arabia",
  iban: "SA0310000000000000000000",
};

describe("selectPaymentProvider", () => {
  it("pays by bank transfer on a machine without a Moyasar key, through Moyasar with one", () => {
    const moyasarApiBase = "https://api.moyasar.com/v1";
    expect(selectPaymentProvider({ moyasarApiBase, bankAccount })?.name).toBe("bankTransfer");
    expect(selectPaymentProvider({ moyasarApiBase, bankAccount, moyasarSecretKey: "" })?.name).toBe(
      "bankTransfer",
    );
    expect(selectPaymentProvider({ moyasarApiBase, bankAccount, moyasarSecretKey: "sk_test_x" })?.name).toBe(
      "moyasar",
    );
  });

  it("offers no way to pay while neither a key nor a bank account is set", () => {
    expect(
      selectPaymentProvider({ moyasarApiBase: "https://api.moyasar.com/v1", bankAccount: null }),
    ).toBeNull();
  });
});
