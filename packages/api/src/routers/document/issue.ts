import { randomInt } from "node:crypto";
import type { AdminContext } from "../../admin/context.ts";
import { auditedWrite, type Change, type Transaction } from "../../admin/write.ts";
import { env } from "../../env.ts";
import { MANUAL_CODE_ALPHABET } from "../badge/schemas.ts";
import type { Medal } from "../result/schemas.ts";
import { verifyPath, type DocumentKind } from "./schemas.ts";

// Issued documents (issue 37): a visa invitation letter or a certificate is issued to a person
// the first time it is drawn, and drawn again afterwards with the same reference. The reference
// is printed on the document and in its QR code, which opens the public `/verify/{reference}/`.
//
// A revoked document is never issued again by a download: that person gets none of that kind
// until an admin reissues it (`documents.reissue`). `liveKey` (`<delegateId>:<kind>[:<category>]`)
// is unique among live documents, so two downloads racing for the same person issue one.

/** A person a document is issued to, with the names it keeps as issued (what `/verify/` shows). */
export interface DocumentHolder {
  /** The delegate's id. */
  id: string;
  nameLatin: string;
  nameArabic: string;
  /** A medal certificate's medal (required for `medal`, absent otherwise). */
  medal?: Medal;
}

/** One live document, as the PDF prints it. */
export interface IssuedDocumentRef {
  id: string;
  reference: string;
  kind: DocumentKind;
  delegateId: string;
  category: string | null;
  /** The medal it was issued with (a medal certificate): may differ from the holder's if results changed since. */
  medal: string | null;
  holderNameLatin: string;
  holderNameArabic: string;
  issuedAt: Date;
  /** Whether this call issued it (false: it was issued before). */
  fresh: boolean;
}

/** A medal certificate's result category (one call per category). */
export interface IssueOptions {
  category?: string;
}

/** A new reference: `WRO-XXXX-XXXX`, 31⁸ ≈ 8.5 × 10¹¹ of them, uniformly drawn. */
export function newReference(): string {
  let code = "";
  for (let index = 0; index < 8; index++)
    code += MANUAL_CODE_ALPHABET[randomInt(MANUAL_CODE_ALPHABET.length)];
  return `WRO-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The unique key of a person's live document of a kind (and category, for a medal). */
export const liveKeyOf = (delegateId: string, kind: DocumentKind, category?: string | null) =>
  category ? `${delegateId}:${kind}:${category}` : `${delegateId}:${kind}`;

/** The public page that checks a document: `SITE_URL/verify/WRO-…/` (what its QR code holds). */
export function verifyUrl(reference: string, siteUrl: string = env.SITE_URL): string {
  return new URL(verifyPath(reference), siteUrl).href;
}

const refView = {
  id: true,
  reference: true,
  kind: true,
  delegateId: true,
  category: true,
  medal: true,
  holderNameLatin: true,
  holderNameArabic: true,
  issuedAt: true,
  liveKey: true,
} as const;

/**
 * The live document of `kind` (and `options.category`) of each holder, issuing the missing ones,
 * in the caller's transaction. Keyed by delegate id; a holder whose document of that kind was
 * revoked (and not reissued by an admin) is left out: they get none.
 *
 * Rows are inserted with ON CONFLICT DO NOTHING, so a clash never aborts the transaction: a
 * holder whose live key another request took meanwhile gets that request's document, and one
 * whose fresh reference happened to be taken gets another on the next pass.
 */
export async function issueDocuments(
  tx: Transaction,
  kind: DocumentKind,
  holders: readonly DocumentHolder[],
  options: IssueOptions = {},
): Promise<Map<string, IssuedDocumentRef>> {
  const category = options.category ?? null;
  if ((kind === "medal") !== (category !== null))
    throw new Error("A medal certificate, and only one, has a result category");
  if (kind === "medal" && holders.some((holder) => !holder.medal))
    throw new Error("A medal certificate names the holder's medal");
  const documents = new Map<string, IssuedDocumentRef>();
  if (holders.length === 0) return documents;
  const ids = [...new Set(holders.map((holder) => holder.id))];

  // What each holder has already: a live document, or only revoked ones (then nothing).
  const existing = await tx.issuedDocument.findMany({
    where: { delegateId: { in: ids }, kind, category },
    select: refView,
  });
  const revoked = new Set<string>();
  for (const row of existing) {
    if (row.liveKey) documents.set(row.delegateId, { ...withoutKey(row), fresh: false });
    else revoked.add(row.delegateId);
  }

  const missing = holders.filter((holder) => !documents.has(holder.id) && !revoked.has(holder.id));
  for (const [id, document] of await insertLive(tx, kind, missing, category)) documents.set(id, document);
  return documents;
}

/**
 * Inserts a live document for each holder (none of whom has one of this kind and category), with
 * fresh references. Rows go in with ON CONFLICT DO NOTHING, so a clash never aborts the
 * transaction: a holder whose live key another request took meanwhile gets that request's
 * document, and one whose fresh reference happened to be taken gets another on the next pass.
 */
async function insertLive(
  tx: Transaction,
  kind: DocumentKind,
  holders: readonly DocumentHolder[],
  category: string | null,
): Promise<Map<string, IssuedDocumentRef>> {
  const documents = new Map<string, IssuedDocumentRef>();
  const byId = new Map(holders.map((holder) => [holder.id, holder]));
  const ids = [...byId.keys()];
  for (let pass = 0; pass < 3; pass++) {
    const missing = ids.filter((id) => !documents.has(id));
    if (missing.length === 0) return documents;
    const created = await tx.issuedDocument.createManyAndReturn({
      data: missing.map((id) => {
        const holder = byId.get(id)!;
        return {
          reference: newReference(),
          kind,
          delegateId: id,
          liveKey: liveKeyOf(id, kind, category),
          holderNameLatin: holder.nameLatin,
          holderNameArabic: holder.nameArabic,
          category,
          medal: kind === "medal" ? holder.medal! : null,
        };
      }),
      skipDuplicates: true,
      select: refView,
    });
    for (const row of created) documents.set(row.delegateId, { ...withoutKey(row), fresh: true });
    // Another request's documents for the ones skipped on their live key.
    const raced = await tx.issuedDocument.findMany({
      where: {
        liveKey: {
          in: missing.filter((id) => !documents.has(id)).map((id) => liveKeyOf(id, kind, category)),
        },
      },
      select: refView,
    });
    for (const row of raced) documents.set(row.delegateId, { ...withoutKey(row), fresh: false });
  }
  if (ids.every((id) => documents.has(id))) return documents;
  throw new Error("Could not issue a document to every person");
}

/** A document's audit snapshot before and after it was revoked. */
export interface Revocation {
  before: ReturnType<typeof documentSnapshot>;
  after: ReturnType<typeof documentSnapshot>;
  id: string;
}

/**
 * Revokes the live document of `kind` (and category) of a person, if there is one: its row stays
 * (the check at `/verify/` then says "revoked"), its live key goes. Lock the person's row first
 * when the change must be one at a time.
 */
export async function revokeLive(
  tx: Transaction,
  delegateId: string,
  kind: DocumentKind,
  category: string | null = null,
): Promise<Revocation | null> {
  const live = await tx.issuedDocument.findUnique({
    where: { liveKey: liveKeyOf(delegateId, kind, category) },
  });
  if (!live) return null;
  const after = await tx.issuedDocument.update({
    where: { id: live.id },
    data: { liveKey: null, revokedAt: new Date() },
  });
  return { id: live.id, before: documentSnapshot(live), after: documentSnapshot(after) };
}

/**
 * An admin's reissue: the person's live document of this kind (and category), if any, is
 * revoked and a new one issued at once, with a new reference and the person's names as they are
 * now (a corrected spelling is printed from then on). Returns the new document and the revoked one.
 */
export async function issueAgain(
  tx: Transaction,
  kind: DocumentKind,
  holder: DocumentHolder,
  options: IssueOptions = {},
): Promise<{ issued: IssuedDocumentRef; revoked: Revocation | null }> {
  const category = options.category ?? null;
  const revoked = await revokeLive(tx, holder.id, kind, category);
  const issued = (await insertLive(tx, kind, [holder], category)).get(holder.id)!;
  return { issued, revoked };
}

function withoutKey<Row extends { liveKey: string | null }>(row: Row): Omit<Row, "liveKey"> {
  const { liveKey: _liveKey, ...rest } = row;
  return rest;
}

/** What an issued document's audit entry keeps: whose it is and its reference, never a passport or ID number. */
export const documentSnapshot = (document: {
  reference: string;
  kind: string;
  delegateId: string;
  holderNameLatin: string;
  category?: string | null;
  medal?: string | null;
  issuedAt: Date;
  revokedAt?: Date | null;
}) => ({
  reference: document.reference,
  kind: document.kind,
  delegateId: document.delegateId,
  nameLatin: document.holderNameLatin,
  category: document.category ?? null,
  medal: document.medal ?? null,
  issuedAt: document.issuedAt,
  revokedAt: document.revokedAt ?? null,
});

/**
 * The audit entries of the documents a call issued, as `auditedWrite` takes them (entity
 * `issuedDocument`, action `issueDocument`), or null when it issued none.
 */
export function issuedChange<Result>(
  documents: Map<string, IssuedDocumentRef>,
  result: Result,
): Change<Result> | null {
  const [first, ...others] = [...documents.values()]
    .filter((document) => document.fresh)
    .map((document) => ({
      entityId: document.id,
      action: "issueDocument" as const,
      before: null,
      after: documentSnapshot(document),
    }));
  return first ? { ...first, result, alsoChanged: others } : null;
}

/**
 * `issueDocuments` in an audited change of its own: what a download calls before drawing the
 * PDF. Only the documents it issued are audited; a download of documents all issued before
 * writes nothing.
 */
export function issueDocumentsAudited(
  ctx: AdminContext,
  kind: DocumentKind,
  holders: readonly DocumentHolder[],
  options: IssueOptions = {},
): Promise<Map<string, IssuedDocumentRef>> {
  return auditedWrite(ctx, { entity: "issuedDocument", action: "issueDocument" }, async (tx) => {
    const documents = await issueDocuments(tx, kind, holders, options);
    return issuedChange(documents, documents) ?? { unchanged: documents };
  });
}
