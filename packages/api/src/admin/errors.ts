import { TRPCError } from "@trpc/server";
import { hasErrorName } from "@wro/auth";
import { adminMessages } from "../forms/messages.ts";

/** Names the form field a server-side check failed on, so forms can show it beside the field. */
export class FieldError extends Error {
  static is(error: unknown): error is FieldError {
    return hasErrorName(error, "FieldError");
  }

  override readonly name = "FieldError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const fieldError = (code: "BAD_REQUEST" | "CONFLICT", field: string, message: string) =>
  new TRPCError({ code, message, cause: new FieldError(field, message) });

export const notFound = () => new TRPCError({ code: "NOT_FOUND", message: adminMessages.notFound });

export const staleRecord = () => new TRPCError({ code: "CONFLICT", message: adminMessages.staleRecord });
