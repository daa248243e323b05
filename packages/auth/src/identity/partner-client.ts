import type { z } from "zod";
import { hasErrorName } from "../errors.ts";
import {
  PARTNER_SITE_TYPE,
  partnerAccountAnswerSchema,
  partnerEndpoints,
  partnerSingleSignOnAnswerSchema,
  partnerSingleSignOnUserSchema,
  partnerUserSchema,
  type PartnerUser,
} from "./partner-contract.ts";

/** How a call to the partner platform failed. Only "rejected" carries a message from the platform. */
export type PartnerFailure = "unreachable" | "timeout" | "serverError" | "badAnswer" | "rejected";

export class PartnerError extends Error {
  static is(error: unknown): error is PartnerError {
    return hasErrorName(error, "PartnerError");
  }

  override readonly name = "PartnerError";
  readonly failure: PartnerFailure;
  /** The platform's own `msg`, when it refused the request and said why. */
  readonly partnerMessage: string | undefined;

  constructor(failure: PartnerFailure, detail: string, partnerMessage?: string) {
    super(`Partner platform ${failure}: ${detail}`);
    this.failure = failure;
    this.partnerMessage = partnerMessage;
  }
}

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
      if (signal.aborted)
        throw new PartnerError("timeout", `${url.pathname} took longer than ${timeoutMs} ms`);
      throw new PartnerError("unreachable", `${url.pathname}: ${describe(error)}`);
    }
    if (status >= 500) throw new PartnerError("serverError", `${url.pathname} answered HTTP ${status}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new PartnerError("badAnswer", `${url.pathname} answered HTTP ${status} without JSON`);
    }
  }

  /** Parses an answer; a refusal (`success: false`) becomes "rejected" with the platform's words. */
  function accept<T extends { success: boolean; msg?: string | null }>(
    schema: z.ZodType<T>,
    answer: unknown,
    path: string,
  ): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new PartnerError("badAnswer", `${path} answered an unexpected shape`);
    if (!parsed.data.success) {
      const message = parsed.data.msg?.trim().slice(0, MAX_MESSAGE_LENGTH) || undefined;
      throw new PartnerError("rejected", `${path} refused`, message);
    }
    return parsed.data;
  }

  function user(value: unknown, path: string): PartnerUser {
    const parsed = partnerUserSchema.safeParse(value);
    if (!parsed.success) throw new PartnerError("badAnswer", `${path} answered without a usable user`);
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
        throw new PartnerError("badAnswer", `${path} answered without user.jwt and user.user[0]`);
      return { jwt: parsed.data.jwt, user: parsed.data.user[0]! };
    },
  };
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
