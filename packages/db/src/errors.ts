import { Prisma } from "./generated/prisma/client.ts";

/**
 * The columns of a unique constraint a write violated, or null for any other error.
 * Prisma reports them as `meta.target` with its native engine and under
 * `meta.driverAdapterError` with driver adapters (our case); both are handled.
 */
export function uniqueViolationFields(error: unknown): string[] | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return null;
  const meta = error.meta as
    { target?: string[] | string; driverAdapterError?: { cause?: AdapterCause } } | undefined;
  const cause = meta?.driverAdapterError?.cause;
  const fields = cause?.constraint?.fields ?? fieldsOfIndex(cause) ?? meta?.target ?? [];
  return (Array.isArray(fields) ? fields : [fields]).map((field) => field.replace(/^"|"$/g, ""));
}

interface AdapterCause {
  table?: string;
  constraint?: { fields?: string[]; index?: string };
}

/** node-postgres names only the index, which Prisma calls `<table>_<columns>_key`. */
function fieldsOfIndex(cause: AdapterCause | undefined): string[] | undefined {
  const index = cause?.constraint?.index;
  if (!index || !cause?.table) return undefined;
  return [index.replace(`${cause.table}_`, "").replace(/_key$/, "")];
}
