// The one error of the request path. Every refusal is an `AppError` with a code; the table
// below is the one place that says how each code is answered: its tRPC code, its HTTP status,
// and the legacy REST contract's status where that contract fixes another one. The message
// travels as our messages do (a code, `@wro/constants` messages), and the legacy REST API
// gives its English in the `e_message` header too. Browser-safe: the admin SPA throws it.

/** tRPC's names of the codes our failures answer with (this package cannot import tRPC). */
export type TrpcErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_SUPPORTED"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  | "SERVICE_UNAVAILABLE";

/** How a failure is answered. `status` is tRPC's HTTP status of `trpc` (a test holds them equal). */
export interface FailureAnswer {
  trpc: TrpcErrorCode;
  status: number;
  /**
   * The legacy REST contract's own status, where it differs. Spec §7's sign-in calls
   * (/api/adduser, /api/steb, /api/loginseason) answer every refused sign-in 401, and its admin
   * calls refuse an admin who must first choose a new password 403.
   */
  legacyStatus?: number;
}

/** Each code's answer. */
export const failureAnswers = {
  /** The input fails a check (a field's rule, a malformed body or CSV file, a weak password). */
  invalidInput: { trpc: "BAD_REQUEST", status: 400 },
  /** A rule refuses the request as things stand (one's own account cannot be deleted). */
  refused: { trpc: "BAD_REQUEST", status: 400 },
  resetLinkRefused: { trpc: "BAD_REQUEST", status: 400 },
  /** The partner platform refused a sign-up and said why. */
  partnerRejected: { trpc: "BAD_REQUEST", status: 400 },
  /** Nobody is signed in, and the call needs someone. */
  signInRequired: { trpc: "UNAUTHORIZED", status: 401 },
  invalidCredentials: { trpc: "UNAUTHORIZED", status: 401 },
  /** A sign-in the server refused for another reason than the credentials (the message says which). */
  signInRefused: { trpc: "UNAUTHORIZED", status: 401 },
  /** A legacy API access token that is expired (`reason: "expired"`) or not ours (`"invalid"`). */
  accessTokenRefused: { trpc: "UNAUTHORIZED", status: 401 },
  /** A payment gateway's notification without our shared secret. */
  webhookRefused: { trpc: "UNAUTHORIZED", status: 401 },
  /** A session whose account was disabled, deleted or signed out since, or that outlived its lifetime. */
  sessionEnded: { trpc: "UNAUTHORIZED", status: 401 },
  /** The caller may not do this (another role, another site's page, someone else's record). */
  forbidden: { trpc: "FORBIDDEN", status: 403 },
  accountDisabled: { trpc: "FORBIDDEN", status: 403, legacyStatus: 401 },
  accountUnverified: { trpc: "FORBIDDEN", status: 403, legacyStatus: 401 },
  notFound: { trpc: "NOT_FOUND", status: 404 },
  methodNotAllowed: { trpc: "METHOD_NOT_SUPPORTED", status: 405 },
  /** A value that must be unique is taken (`field` names it). */
  duplicate: { trpc: "CONFLICT", status: 409 },
  /** Someone saved the record since the caller loaded it. */
  staleRecord: { trpc: "CONFLICT", status: 409 },
  /** Not enough places left in a fee category (`field` names the category's key). */
  soldOut: { trpc: "CONFLICT", status: 409 },
  /** A partner platform account that would take over one of ours. */
  accountConflict: { trpc: "CONFLICT", status: 409, legacyStatus: 401 },
  passwordChangeRequired: { trpc: "PRECONDITION_FAILED", status: 412, legacyStatus: 403 },
  tooLarge: { trpc: "PAYLOAD_TOO_LARGE", status: 413 },
  /** Too many attempts: `retryAfterSeconds` says when to come back. */
  rateLimited: { trpc: "TOO_MANY_REQUESTS", status: 429 },
  /** A fault of ours: the client learns nothing but a reference, the log gets the cause. */
  internal: { trpc: "INTERNAL_SERVER_ERROR", status: 500 },
  /** The partner platform could not be reached or answered nonsense (`reason` says which). */
  partnerUnavailable: { trpc: "SERVICE_UNAVAILABLE", status: 503 },
  /** The payment gateway could not be reached or answered nonsense: try again later. */
  paymentUnavailable: { trpc: "SERVICE_UNAVAILABLE", status: 503 },
} as const satisfies Record<string, FailureAnswer>;

export type AppErrorCode = keyof typeof failureAnswers;

export interface AppErrorDetails {
  /**
   * What the user is told: a message code as it travels ("emailTaken",
   * "tooManyAttempts?minutes=15"), or a sentence where no code exists. Defaults to the error code.
   */
  message?: string;
  /** The form field the failure is about, so the form shows it beside that field. */
  field?: string;
  /** When the caller may try again (the `Retry-After` header). */
  retryAfterSeconds?: number;
  /** Headers the answer carries besides the usual ones (a 405's `Allow`). */
  headers?: Readonly<Record<string, string>>;
  /** Which case of the code it is, for the code that tells them apart ("expired", "timeout"). */
  reason?: string;
  /** The failure underneath, for the log. */
  cause?: unknown;
}

export class AppError<Code extends AppErrorCode = AppErrorCode> extends Error {
  /**
   * Whether `error` is an `AppError` (of one of `codes`, when given). Compared by name, never
   * `instanceof`: a server build holds a copy of this class per route chunk, and an error made
   * by one copy (say by the process-wide rate limiter, created by whichever chunk loaded first)
   * fails `instanceof` against another.
   */
  static is<const Codes extends AppErrorCode[]>(
    error: unknown,
    ...codes: Codes
  ): error is AppError<Codes extends [] ? AppErrorCode : Codes[number]> {
    if (!(error instanceof Error) || error.name !== "AppError") return false;
    return codes.length === 0 || codes.includes((error as AppError).code);
  }

  override readonly name = "AppError";
  readonly code: Code;
  readonly details: Omit<AppErrorDetails, "cause">;

  constructor(code: Code, { cause, ...details }: AppErrorDetails = {}) {
    super(details.message ?? code, cause === undefined ? undefined : { cause });
    this.code = code;
    this.details = details;
  }

  /** How this error is answered (`failureAnswers`). */
  get answer(): FailureAnswer {
    return failureAnswers[this.code];
  }
}
