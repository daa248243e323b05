import { testDatabaseKinds } from "@wro/db/testing";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "./forms/messages.ts";
import { handleTrpcRequest } from "./http/trpc.ts";
import { createAdminTestBed, type AdminTestBed } from "./testing/admin.ts";
import type { Caller } from "./trpc.ts";

interface ErrorBody {
  error: {
    json: {
      message: string;
      data: {
        code: string;
        httpStatus: number;
        formErrors?: string[];
        fieldErrors?: Record<string, string[]>;
      };
    };
  };
}

describe.each(testDatabaseKinds)("admin procedures over HTTP on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  const post = async (path: string, input: unknown, caller: Caller = bed.admin) => {
    const response = await handleTrpcRequest(
      new Request(`http://localhost/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(superjson.serialize(input)),
      }),
      { db: bed.database.db, caller, storage: bed.storage },
    );
    return { status: response.status, body: (await response.json()) as ErrorBody };
  };

  it("answers callers without the admin role with 401 and 403", async () => {
    expect(
      (
        await post(
          "partner.setStatus",
          { id: "test-partner-gulf-makers", value: false },
          { kind: "anonymous" },
        )
      ).status,
    ).toBe(401);
    const student = await post(
      "partner.setStatus",
      { id: "test-partner-gulf-makers", value: false },
      {
        kind: "user",
        id: "s",
        type: 0,
        name: "Student",
      },
    );
    expect(student.status).toBe(403);
    expect(student.body.error.json.message).toBe("adminOnly");
  });

  it("gives spec §5's messages as 400s, by field and as codes", async () => {
    const missing = await post("admin.create", { name: "Only a name" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.json.message).toBe("fillFormCarefully");
    expect(missing.body.error.json.data.formErrors).toEqual(["fillFormCarefully"]);
    const mismatch = await post("admin.create", {
      name: "Noura",
      email: "noura@example.org",
      phoneNumber: "0551234567",
      nationalId: "1000000077",
      nationality: "SA",
      password: "noura-password",
      confirmPassword: "other-password",
    });
    expect(mismatch.body.error.json.message).toBe("confirmPassword: adminPasswordNotMatched");
    expect(mismatch.body.error.json.data.fieldErrors).toEqual({
      confirmPassword: ["adminPasswordNotMatched"],
    });
  });

  it("names the field of a duplicate in a 409, and the stale-save conflict", async () => {
    const duplicate = await post("region.create", { code: "JO" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.json.message).toBe(adminMessages.regionCodeTaken);
    expect(duplicate.body.error.json.data.fieldErrors).toEqual({ code: [adminMessages.regionCodeTaken] });

    const faq = await bed.database.db.faq.findUniqueOrThrow({ where: { id: "seed-faq-1" } });
    const stale = await post("faq.update", {
      id: faq.id,
      questionEn: faq.questionEn,
      questionAr: faq.questionAr,
      answerEn: faq.answerEn,
      answerAr: faq.answerAr,
      expectedUpdatedAt: new Date(faq.updatedAt.getTime() - 1000),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.json.message).toBe("staleRecord");
  });
});
