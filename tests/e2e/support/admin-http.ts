// Admin accounts over HTTP, without a browser: the legacy REST API's token and admin accounts, and
// next-auth's admin sign-in. Shared by the security and scale specs.
import { expect, type APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "./admin-account.ts";

/** Ten digits no other test uses: national IDs, e-mail addresses and passwords of new accounts. */
export const uniqueDigits = () =>
  String(Date.now() % 1e9).padStart(9, "0") + String(Math.floor(Math.random() * 10));

/** The body of the legacy admin sign-in (POST /api/adduser, spec §7) by national ID. */
export const adduserBody = (nationalId: string, password: string) => ({
  national_id: nationalId,
  password,
  loginType: "national_id",
  type: 4,
});

/** The legacy access token of the test server's admin (POST /api/adduser, spec §7). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/adduser", {
    data: adduserBody(e2eAdmin.nationalId, e2eAdmin.password),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.headers()["authorization"]!;
}

export interface Account {
  id: string;
  nationalId: string;
  password: string;
}

/** The legacy JSON body that creates an admin account (POST /api/admin/admins/). */
export const adminBody = (digits: string, label = "Admin") => ({
  name: `${label} ${digits.slice(-4)}`,
  email: `${label.toLowerCase()}-${digits}@example.com`,
  phone_number: "+966501234567",
  national_id: digits,
  nationality: "SA",
  password: `${label}-${digits}`,
  cpassword: `${label}-${digits}`,
});

/** A new admin account, made through the legacy REST API with the test admin's token. */
export async function newAdmin(request: APIRequestContext, token: string): Promise<Account> {
  const digits = uniqueDigits();
  const account = { nationalId: digits, password: `Admin-${digits}` };
  const response = await request.post("/api/admin/admins/", {
    headers: { Authorization: token },
    data: adminBody(digits),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { _id: string } };
  return { id: user._id, ...account };
}

/**
 * Signs an account in through next-auth's admin provider, as the back office does; the
 * session cookie stays in `request`. Answers the error next-auth reported, or null.
 */
export async function signInToAdmin(
  request: APIRequestContext,
  login: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string | null> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/admin-credentials", {
    form: { csrfToken, login, password, json: "true" },
    headers,
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("error");
}

/** Whether the legacy admin list shows the admin account enabled. */
export async function adminEnabled(request: APIRequestContext, token: string, id: string): Promise<boolean> {
  const response = await request.get(`/api/admin/admins/?id=${id}`, { headers: { Authorization: token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { status: boolean } }).user.status;
}
