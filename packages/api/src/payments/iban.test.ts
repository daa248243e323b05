import { describe, expect, it } from "vitest";
import { saudiIban } from "./iban.ts";

describe("saudiIban", () => {
  it("accepts a Saudi IBAN with a valid check, printed in groups or not, and gives it compact", () => {
    // The Saudi example of the IBAN registry (SWIFT's ISO 13616 registry).
    expect(saudiIban("SA03 8000 0000 6080 1016 7519")).toBe("SA0380000000608010167519");
    expect(saudiIban("sa0380000000608010167519")).toBe("SA0380000000608010167519");
  });

  it("refuses a wrong check digit or a changed account digit", () => {
    expect(saudiIban("SA04 8000 0000 6080 1016 7519")).toBeNull();
    expect(saudiIban("SA03 8000 0000 6080 1016 7518")).toBeNull();
  });

  it("refuses another country, another length and letters among the digits", () => {
    // A valid German IBAN (the registry's example) is not a Saudi one.
    expect(saudiIban("DE89 3704 0044 0532 0130 00")).toBeNull();
    expect(saudiIban("SA03 8000 0000 6080 1016 751")).toBeNull();
    expect(saudiIban("SA03 8000 0000 6080 1016 75190")).toBeNull();
    expect(saudiIban("SA03 8000 0000 6080 1016 751A")).toBeNull();
    expect(saudiIban("")).toBeNull();
  });
});
