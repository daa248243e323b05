import type { SignUpInput } from "@wro/auth/client";

/** What tRPC's `auth.signUp` answers (packages/api/src/routers/auth/schemas.ts). */
export interface SignUpAnswer {
  outcome: "signedIn" | "verifyAccount";
  verifyUrl?: string;
}

/** A refused sign-up: the server's message, and per-field messages when it names fields. */
export class SignUpRefused extends Error {
  override readonly name = "SignUpRefused";
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[] | undefined> = {},
  ) {
    super(message);
  }
}

interface TrpcEnvelope {
  result?: { data?: { json?: SignUpAnswer } };
  error?: { json?: { message?: string; data?: { fieldErrors?: Record<string, string[] | undefined> } } };
}

/**
 * Calls `auth.signUp` over tRPC's HTTP protocol with superjson's envelope ({"json": …}):
 * one small fetch instead of the tRPC client in the site's JavaScript.
 */
export async function requestSignUp(input: SignUpInput): Promise<SignUpAnswer> {
  const response = await fetch("/api/trpc/auth.signUp", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ json: input }),
  });
  const envelope = (await response.json().catch(() => ({}))) as TrpcEnvelope;
  const answer = envelope.result?.data?.json;
  if (response.ok && answer) return answer;
  const error = envelope.error?.json;
  throw new SignUpRefused(error?.message ?? "", error?.data?.fieldErrors ?? {});
}
