import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

describe.each(testDatabaseKinds)("site settings admin procedures on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("reads and saves the settings of site WRO; the public site follows; a stale save is refused", async () => {
    const api = bed.caller().setting;
    const current = await api.get();
    expect(current).toMatchObject({ siteName: "WRO", contactEmail: "info@wro-saudi.org" });

    expect(current.visitorRegistrationLink).toMatch(/^https:\/\//);
    const saved = await api.update({
      siteName: "WRO",
      registrationLink: "https://register.example.org/wro-2025",
      visitorRegistrationLink: "https://register.example.org/visitors",
      contactEmail: " Contact@WRO-Saudi.org ",
      contactPhone: "",
      expectedUpdatedAt: current.updatedAt,
    });
    expect(saved).toMatchObject({ contactEmail: "contact@wro-saudi.org", contactPhone: null });
    expect(bed.revalidated.at(-1)).toEqual(["settings"]);
    expect(await bed.caller({ kind: "anonymous" }).setting.public()).toMatchObject({
      registrationLink: "https://register.example.org/wro-2025",
      visitorRegistrationLink: "https://register.example.org/visitors",
    });

    const stale = await failure(
      api.update({
        siteName: "WRO",
        registrationLink: "https://elsewhere.example.org",
        contactEmail: "x@example.org",
        expectedUpdatedAt: current.updatedAt,
      }),
    );
    expect(stale).toMatchObject({ code: "CONFLICT", message: adminMessages.staleRecord });

    // A client that leaves the visitor link out keeps it; an empty one removes it.
    const kept = await api.update({
      registrationLink: "https://register.example.org/wro-2025",
      contactEmail: "contact@wro-saudi.org",
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(kept.visitorRegistrationLink).toBe("https://register.example.org/visitors");
    const cleared = await api.update({
      registrationLink: "https://register.example.org/wro-2025",
      visitorRegistrationLink: "",
      contactEmail: "contact@wro-saudi.org",
      expectedUpdatedAt: kept.updatedAt,
    });
    expect(cleared.visitorRegistrationLink).toBeNull();

    const invalid = await failure(
      api.update({
        registrationLink: "javascript:alert(1)",
        visitorRegistrationLink: "ftp://visitors.example.org",
        contactEmail: "nope",
        expectedUpdatedAt: cleared.updatedAt,
      }),
    );
    expect(invalid?.message).toBe(
      `registrationLink: ${adminMessages.invalidLink}; visitorRegistrationLink: ${adminMessages.invalidLink}; contactEmail: ${adminMessages.invalidEmail}`,
    );

    // Walk-through 3, L7: the contact phone becomes a tap-to-call link, so it must be a real
    // number, as on the sign-up form ("abc" was accepted).
    for (const contactPhone of ["abc", "12345", "+966 12"]) {
      const refused = await failure(
        api.update({
          registrationLink: "https://register.example.org/wro-2025",
          contactEmail: "contact@wro-saudi.org",
          contactPhone,
          expectedUpdatedAt: cleared.updatedAt,
        }),
      );
      expect(refused?.message).toBe(`contactPhone: ${adminMessages.invalidPhone}`);
    }
    const withPhone = await api.update({
      registrationLink: "https://register.example.org/wro-2025",
      contactEmail: "contact@wro-saudi.org",
      contactPhone: " +966 13 341 0000 ",
      expectedUpdatedAt: cleared.updatedAt,
    });
    expect(withPhone.contactPhone).toBe("+966133410000");

    const trail = await auditTrail(bed.database, "setting", current.id);
    expect(trail).toHaveLength(4);
    expect(trail[0]).toMatchObject({
      action: "update",
      before: expect.objectContaining({ contactEmail: "info@wro-saudi.org" }),
      after: expect.objectContaining({ contactEmail: "contact@wro-saudi.org" }),
    });
  });
});
