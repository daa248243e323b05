import { AppError } from "@wro/constants";
import type { z } from "zod";
import {
  PARTNER_SITE_TYPE,
  partnerAccountAnswerSchema,
  partnerEndpoints,
  partnerSingleSignOnAnswerSchema,
  partnerSingleSignOnUserSchema,
  partnerUserSchema,
  type PartnerUser,
} from "./partner-contract.ts";

/** Why the partner platform gave no usable answer: the `reason` of a "partnerUnavailable". */
export type PartnerFailure = "unreachable" | "timeout" | "serverError" | "badAnswer";

/**
 * A call that got no usable answer. Its message is for the log: the identity provider tells the
 * user in words of its own.
 */
const unavailable = (failure: PartnerFailure, detail: string) =>
  new AppError("partnerUnavailable", { reason: failure, message: `Partner platform ${failure}: ${detail}` });

/** A request the platform refused; the message is the platform's own `msg`, when it said why. */
const rejected = (partnerMessage: string | undefined) =>
  new AppError("partnerRejected", { message: partnerMessage });

export interface PartnerRegistration {
  name: string;
  email: string;
  phone_number: string;
  national_id: string;
  password: string;
  type: number;
}

export interface PartnerClient {
  register(
    registration: PartnerRegistration,
  ): Promise<{ type: number | null; user: PartnerUser | null; token: string | null }>;
  login(login: string, password: string): Promise<{ user: PartnerUser; token: string | null }>;
  singleSignOn(token: string): Promise<{ jwt: string; user: PartnerUser }>;
}

export interface PartnerClientSettings {
  baseUrl: string;
  timeoutMs: number;
}

/** Partner messages are shown to users; keep them to one short line. */
const MAX_MESSAGE_LENGTH = 300;

export function createPartnerClient({ baseUrl, timeoutMs }: PartnerClientSettings): PartnerClient {
  // A base URL with a path ("https://host/platform") must keep that path when joined.
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const url = new URL(path, base);
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let body: string;
    try {
      const response = await fetch(url, { ...init, signal, headers: { accept: "application/json" } });
      status = response.status;
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw unavailable("timeout", `${url.pathname} took longer than ${timeoutMs} ms`);
      throw unavailable("unreachable", `${url.pathname}: ${describe(error)}`);
    }
    if (status >= 500) throw unavailable("serverError", `${url.pathname} answered HTTP ${status}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw unavailable("badAnswer", `${url.pathname} answered HTTP ${status} without JSON`);
    }
  }

  /** Parses an answer; a refusal (`success: false`) becomes "partnerRejected" with the platform's words. */
  function accept<T extends { success: boolean; msg?: string | null }>(
    schema: z.ZodType<T>,
    answer: unknown,
    path: string,
  ): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw unavailable("badAnswer", `${path} answered an unexpected shape`);
    if (!parsed.data.success)
      throw rejected(parsed.data.msg?.trim().slice(0, MAX_MESSAGE_LENGTH) || undefined);
    return parsed.data;
  }

  function user(value: unknown, path: string): PartnerUser {
    const parsed = partnerUserSchema.safeParse(value);
    if (!parsed.success) throw unavailable("badAnswer", `${path} answered without a usable user`);
    return parsed.data;
  }

  const multipart = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };

  return {
    async register(registration) {
      const path = partnerEndpoints.register;
      const body = multipart({ ...registration, type: String(registration.type) });
      const answer = accept(partnerAccountAnswerSchema, await call(path, { method: "POST", body }), path);
      return {
        type: answer.type ?? null,
        // A coach may be registered without a usable user yet: they verify on the platform first.
        user: answer.user == null ? null : user(answer.user, path),
        token: answer.token ?? null,
      };
    },

    async login(login, password) {
      const path = partnerEndpoints.login;
      const body = multipart({ [login.includes("@") ? "email" : "national_id"]: login, password });
      const answer = accept(partnerAccountAnswerSchema, await call(path, { method: "POST", body }), path);
      return { user: user(answer.user, path), token: answer.token ?? null };
    },

    async singleSignOn(token) {
      const path = partnerEndpoints.loginSeason;
      const query = new URLSearchParams({ token, type: PARTNER_SITE_TYPE });
      const answer = accept(partnerSingleSignOnAnswerSchema, await call(`${path}?${query}`), path);
      const parsed = partnerSingleSignOnUserSchema.safeParse(answer.user);
      if (!parsed.success)
        throw unavailable("badAnswer", `${path} answered without user.jwt and user.user[0]`);
      return { jwt: parsed.data.jwt, user: parsed.data.user[0]! };
    },
  };
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
