// What the registration and payment specs share (issue 36): a national organizer made for a test
// or signed in over HTTP, and the registration window opened for a spec and closed again afterwards.
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";
import { newPerson } from "./accounts.ts";
import { e2eOrganizer } from "./admin-account.ts";
import { trpcCall, type Json } from "./trpc.ts";

/**
 * A new national organizer, made by an admin (`admin`: that admin's session) with a password, as
 * `pnpm wro organizer:create` does: a test's own, so its delegation holds only that test's people,
 * whatever other spec files left on a shared one.
 */
export async function newOrganizer(admin: APIRequestContext, label: string) {
  const person = newPerson(label);
  await trpcCall(admin, "user.createOrganizer", {
    name: person.name,
    email: person.email,
    phoneNumber: person.phone,
    nationalId: person.nationalId,
    nationality: "BH",
    password: person.password,
    confirmPassword: person.password,
  });
  return person;
}

/** A national organizer (by default the e2e one) signed in over HTTP: its session cookie stays in the context. */
export async function organizerSession(
  account: { email: string; password: string } = e2eOrganizer,
): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, login: account.email, password: account.password, json: "true" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return request;
}

/** Changes some registration settings, sending the rest as they are (`finance`: a finance admin's session). */
export async function saveSettings(finance: APIRequestContext, changes: Json) {
  const current = await trpcCall(finance, "registrationSetting.get", undefined, "query");
  await trpcCall(finance, "registrationSetting.update", {
    ...current,
    sarPerUsd: String(Number(current.sarPerUsd) / 10_000),
    vatPercent: String(Number(current.vatBasisPoints) / 100),
    ...changes,
    expectedUpdatedAt: current.updatedAt,
  });
}

/**
 * Opens registration from yesterday to tomorrow (the seeded 2025 window is over) with ZATCA's
 * sample VAT number (an invoice, and so a receipt, needs one); answers what puts them back.
 */
export async function openRegistration(finance: APIRequestContext): Promise<() => Promise<void>> {
  const original = await trpcCall(finance, "registrationSetting.get", undefined, "query");
  await saveSettings(finance, {
    opensAt: new Date(Date.now() - 86_400_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    sellerVatNumber: "310122393500003",
  });
  return () =>
    saveSettings(finance, {
      opensAt: original.opensAt,
      closesAt: original.closesAt,
      sellerVatNumber: original.sellerVatNumber,
    });
}
