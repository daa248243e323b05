import { AppError } from "@wro/constants";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { refusingUrl, startPartnerDouble, type PartnerDouble } from "../testing/partner-double.ts";
import {
  createPartnerClient,
  type PartnerClient,
  type PartnerFailure,
  type PartnerRegistration,
} from "./partner-client.ts";

/** A call that got no usable answer, for `reason`. */
const unavailable = (reason: PartnerFailure) => ({
  name: "AppError",
  code: "partnerUnavailable",
  details: { reason },
});

const registration: PartnerRegistration = {
  name: "Sara Student",
  email: "sara@example.org",
  phone_number: "+966501234567",
  national_id: "1100000001",
  password: "sara-password-1",
  type: 0,
};

describe("partner platform client against an HTTP double of its contract", () => {
  let platform: PartnerDouble;
  let client: PartnerClient;
  beforeAll(async () => {
    platform = await startPartnerDouble();
    // Patient enough for a busy machine: only the timeout test below waits on purpose.
    client = createPartnerClient({ baseUrl: platform.url, timeoutMs: 10_000 });
  });
  afterEach(() => platform.reset());
  afterAll(() => platform.close());

  it("registers with a multipart POST of the spec's fields and reads {success, type, user, token}", async () => {
    const answer = await client.register(registration);
    expect(answer).toEqual({
      type: 0,
      token: "t-steb-1",
      user: {
        partnerId: "steb-1",
        name: "Sara Student",
        email: "sara@example.org",
        nationalId: "1100000001",
        phoneNumber: "+966501234567",
        type: 0,
      },
    });
    const [request] = platform.requests;
    expect(request?.method).toBe("POST");
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual({ ...registration, type: "0" });
  });

  it("signs in with a password, sending national_id or email as typed", async () => {
    await client.register(registration);
    platform.requests.length = 0;
    expect((await client.login("1100000001", "sara-password-1")).user.partnerId).toBe("steb-1");
    expect((await client.login("sara@example.org", "sara-password-1")).user.partnerId).toBe("steb-1");
    expect(platform.requests.map((request) => request.fields)).toEqual([
      { national_id: "1100000001", password: "sara-password-1" },
      { email: "sara@example.org", password: "sara-password-1" },
    ]);
  });

  it("exchanges a single sign-on token at loginseason?token=…&type=WRO for user.jwt and user.user[0]", async () => {
    await client.register(registration);
    platform.requests.length = 0;
    const token = platform.issueToken("1100000001");
    const answer = await client.singleSignOn(token);
    expect(answer.jwt).toBe("jwt-steb-1");
    expect(answer.user).toMatchObject({ partnerId: "steb-1", nationalId: "1100000001" });
    expect(platform.requests[0]).toMatchObject({ method: "GET", query: { token, type: "WRO" } });
  });

  it("keeps the base URL's own path when joining endpoint paths", async () => {
    const nested = createPartnerClient({ baseUrl: `${platform.url}/platform`, timeoutMs: 10_000 });
    await expect(nested.login("x", "y")).rejects.toMatchObject(unavailable("badAnswer"));
    expect(platform.unmatched).toEqual(["/platform/api/user-login"]);
  });

  it("reports success:false as rejected, with the platform's msg", async () => {
    await client.register(registration);
    const error = await client.register(registration).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "partnerRejected", message: "The email has already been taken." });
  });

  it("reports a refusal with an HTTP 4xx and JSON as rejected", async () => {
    await client.register(registration);
    await expect(client.login("1100000001", "wrong")).rejects.toMatchObject({
      name: "AppError",
      code: "partnerRejected",
      message: "Invalid credentials",
    });
  });

  it("reports a body that is not JSON as badAnswer", async () => {
    platform.override("register", () => ({ body: "<html>Maintenance</html>" }));
    await expect(client.register(registration)).rejects.toMatchObject(unavailable("badAnswer"));
  });

  it("reports JSON of an unexpected shape as badAnswer", async () => {
    platform.override("loginSeason", () => ({ json: { success: true, user: { jwt: "j", user: [] } } }));
    await expect(client.singleSignOn("any")).rejects.toMatchObject(unavailable("badAnswer"));
    platform.override("login", () => ({ json: { success: true, user: { name: "no id" } } }));
    await expect(client.login("a", "b")).rejects.toMatchObject(unavailable("badAnswer"));
  });

  it("reports a 5xx as serverError, even with a JSON body", async () => {
    platform.override("register", () => ({ status: 503, json: { success: false, msg: "down" } }));
    await expect(client.register(registration)).rejects.toMatchObject(unavailable("serverError"));
  });

  it("gives up after the timeout when the platform never answers", async () => {
    platform.override("login", () => "hang");
    const impatient = createPartnerClient({ baseUrl: platform.url, timeoutMs: 300 });
    await expect(impatient.login("a", "b")).rejects.toMatchObject(unavailable("timeout"));
  });

  it("reports a refused connection as unreachable", async () => {
    const offline = createPartnerClient({ baseUrl: await refusingUrl(), timeoutMs: 1_000 });
    await expect(offline.register(registration)).rejects.toMatchObject(unavailable("unreachable"));
  });
});
