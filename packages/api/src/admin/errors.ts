import { AppError } from "@wro/constants";
import { adminMessages } from "../forms/messages.ts";

/** A refusal that names the form field it is about, so the form shows it beside that field. */
export const fieldError = (code: "invalidInput" | "duplicate", field: string, message: string) =>
  new AppError(code, { field, message });

export const notFound = () => new AppError("notFound", { message: adminMessages.notFound });

export const staleRecord = () => new AppError("staleRecord", { message: adminMessages.staleRecord });
