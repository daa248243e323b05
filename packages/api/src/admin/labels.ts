import { recordKinds, type RecordKind } from "../record-kinds.ts";

/**
 * Fields that usually name a record: tried when the kind's own label field (see
 * `recordKinds`) is empty or it names none.
 */
const usualFields = ["nameEn", "name", "titleEn", "questionEn"];

/** At most this many characters of a label (a long FAQ question, say) are kept. */
const MAX_LABEL_LENGTH = 200;

/** A record's human label for the audit log, from its snapshot; null when it has none. */
export function recordLabel(kind: RecordKind, record: unknown): string | null {
  if (!record || typeof record !== "object") return null;
  const fields = record as Record<string, unknown>;
  const known = recordKinds[kind].labelField;
  const field = [...(known ? [known] : []), ...usualFields].find(
    (name) => typeof fields[name] === "string" && fields[name].trim() !== "",
  );
  if (!field) return null;
  const label = (fields[field] as string).trim();
  return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
}
