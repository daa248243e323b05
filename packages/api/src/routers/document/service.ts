import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { auditedWrite, type Transaction } from "../../admin/write.ts";
import type { Medal } from "../result/schemas.ts";
import { documentSnapshot, issueAgain, revokeLive } from "./issue.ts";
import { HOME_COUNTRY } from "./letters.ts";
import { documentMessages } from "./messages.ts";
import {
  normalizeReference,
  type DocumentKind,
  type DocumentListInput,
  type DocumentTarget,
} from "./schemas.ts";

// Issued documents in the back office and at the public check (issue 37): an admin lists a
// delegation's letters and certificates, revokes one (its reference then checks as revoked, and
// no download issues that person another) or reissues one (a new reference, the old one revoked).
// Whatever the kind: certificates use the same table, router and page.

/** What the back office lists of an issued document: never a passport or ID number (it has none). */
const listView = {
  id: true,
  reference: true,
  kind: true,
  delegateId: true,
  holderNameLatin: true,
  holderNameArabic: true,
  category: true,
  medal: true,
  issuedAt: true,
  revokedAt: true,
} as const;

/** The document an admin named, by id or reference, with its row locked until the change commits. */
async function lockDocument(tx: Transaction, target: DocumentTarget) {
  const where = "id" in target ? { id: target.id } : { reference: target.reference };
  const document = await tx.issuedDocument.findUnique({ where, select: { id: true } });
  if (!document) throw new AppError("notFound", { message: documentMessages.documentNotFound });
  await tx.$queryRaw`SELECT 1 FROM "issued_documents" WHERE "id" = ${document.id} FOR UPDATE`;
  return tx.issuedDocument.findUniqueOrThrow({ where: { id: document.id } });
}

/** Holds the person's row until the change commits: their documents change one at a time. */
async function lockPerson(tx: Transaction, delegateId: string) {
  await tx.$queryRaw`SELECT 1 FROM "delegates" WHERE "id" = ${delegateId} FOR UPDATE`;
  const person = await tx.delegate.findUnique({
    where: { id: delegateId },
    select: {
      id: true,
      nameLatin: true,
      nameArabic: true,
      nationality: true,
      order: { select: { status: true } },
    },
  });
  if (!person) throw notFound();
  return person;
}

/** What `/verify/{reference}/` shows: valid or revoked, the kind (and medal), the holder's names as issued. */
export type DocumentCheck =
  | { state: "unknown" }
  | {
      state: "valid" | "revoked";
      kind: DocumentKind;
      category: string | null;
      medal: Medal | null;
      holderNameLatin: string;
      holderNameArabic: string;
      issuedAt: Date;
      revokedAt: Date | null;
    };

/**
 * Checks a reference as anyone may, from the QR code or typed: unknown (or not a reference at
 * all), valid or revoked. It answers the holder's names as the document was issued and nothing
 * else of the person: no passport, no national ID, no delegation.
 */
export async function checkDocument(db: Database, typed: string): Promise<DocumentCheck> {
  const reference = normalizeReference(typed);
  if (!reference) return { state: "unknown" };
  const row = await db.issuedDocument.findUnique({
    where: { reference },
    select: {
      kind: true,
      category: true,
      medal: true,
      holderNameLatin: true,
      holderNameArabic: true,
      issuedAt: true,
      revokedAt: true,
    },
  });
  if (!row) return { state: "unknown" };
  return { state: row.revokedAt ? "revoked" : "valid", ...row, medal: row.medal as Medal | null };
}

export const documents = {
  check: checkDocument,

  /**
   * Issued documents, revoked ones too: a delegation's (in the order they were issued, then the
   * people's), the one with a reference, or the latest 100 issued.
   */
  async list(db: Database, { delegationId, reference }: DocumentListInput) {
    if (delegationId) {
      const delegation = await db.delegation.findUnique({
        where: { id: delegationId },
        select: { id: true },
      });
      if (!delegation) throw notFound();
    }
    if (reference !== undefined) {
      const normalized = normalizeReference(reference);
      if (!normalized) return [];
      return db.issuedDocument.findMany({ where: { reference: normalized }, select: listView });
    }
    return db.issuedDocument.findMany({
      where: delegationId ? { delegate: { delegationId } } : {},
      select: listView,
      orderBy: delegationId
        ? [{ issuedAt: "asc" }, { delegate: { createdAt: "asc" } }]
        : [{ issuedAt: "desc" }, { reference: "asc" }],
      take: delegationId ? undefined : 100,
    });
  },

  /**
   * An admin voids a document: `/verify/` says "revoked" from now on, and no download issues the
   * person another of that kind until an admin reissues one.
   */
  revoke: (ctx: AdminContext, target: DocumentTarget) =>
    auditedWrite(ctx, { entity: "issuedDocument", action: "revokeDocument" }, async (tx) => {
      const document = await lockDocument(tx, target);
      if (document.revokedAt || !document.liveKey)
        throw new AppError("refused", { message: documentMessages.documentAlreadyRevoked });
      const revoked = await revokeLive(tx, document.delegateId, document.kind, document.category);
      if (!revoked) throw new AppError("refused", { message: documentMessages.documentAlreadyRevoked });
      return {
        entityId: revoked.id,
        before: revoked.before,
        after: revoked.after,
        result: { id: revoked.id, reference: document.reference, revokedAt: revoked.after.revokedAt },
      };
    }),

  /**
   * An admin issues a person a new document of the same kind as the one named (live or revoked):
   * the live one, if any, is revoked with it, and the new one carries a new reference and the
   * person's names as they are now. Only for a person on a paid order (and, for a visa letter,
   * one who is not a Saudi national).
   */
  reissue: (ctx: AdminContext, target: DocumentTarget) =>
    auditedWrite(ctx, { entity: "issuedDocument", action: "issueDocument" }, async (tx) => {
      const document = await lockDocument(tx, target);
      const person = await lockPerson(tx, document.delegateId);
      if (person.order?.status !== "paid")
        throw new AppError("refused", { message: documentMessages.documentPersonNotPaid });
      if (document.kind === "visaLetter" && person.nationality === HOME_COUNTRY)
        throw new AppError("refused", { message: documentMessages.letterNotNeeded });
      const { issued, revoked } = await issueAgain(
        tx,
        document.kind,
        {
          id: person.id,
          nameLatin: person.nameLatin,
          nameArabic: person.nameArabic,
          medal: (document.medal ?? undefined) as Medal | undefined,
        },
        { category: document.category ?? undefined },
      );
      return {
        entityId: issued.id,
        before: null,
        after: documentSnapshot(issued),
        alsoChanged: revoked
          ? [
              {
                entityId: revoked.id,
                action: "revokeDocument" as const,
                before: revoked.before,
                after: revoked.after,
              },
            ]
          : [],
        result: { id: issued.id, reference: issued.reference },
      };
    }),
};
