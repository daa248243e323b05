import type { AuditEntity } from "../routers/audit/schemas.ts";

/**
 * The field that names a record of each kind in the audit log ("Aramco", "WRO 2025" …). The
 * English name, as the log is shared by every admin; the record's full snapshot keeps both.
 */
const labelFields: Partial<Record<AuditEntity, string>> = {
  season: "nameEn",
  partner: "name",
  region: "nameEn",
  admin: "name",
  user: "name",
  event: "nameEn",
  faq: "questionEn",
  announcement: "titleEn",
  hotel: "nameEn",
  setting: "siteName",
  contactMessage: "name",
};

/** Kinds added later without an entry above are still named when they use a usual field. */
const usualFields = ["nameEn", "name", "titleEn", "questionEn"];

/** At most this many characters of a label (a long FAQ question, say) are kept. */
const MAX_LABEL_LENGTH = 200;

/** A record's human label for the audit log, from its snapshot; null when it has none. */
export function recordLabel(entity: string, record: unknown): string | null {
  if (!record || typeof record !== "object") return null;
  const fields = record as Record<string, unknown>;
  const known = labelFields[entity as AuditEntity];
  const field = [...(known ? [known] : []), ...usualFields].find(
    (name) => typeof fields[name] === "string" && fields[name].trim() !== "",
  );
  if (!field) return null;
  const label = (fields[field] as string).trim();
  return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
}
