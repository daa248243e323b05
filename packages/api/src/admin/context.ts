import type { Database } from "@wro/db";
import { mailer, type Mailer } from "../mail/mailer.ts";
import { configuredStorage } from "../storage/index.ts";
import type { Storage } from "../storage/storage.ts";
import type { Caller, Context } from "../trpc.ts";

/** What admin services need: the database, who acts, where files and mails go, and the cache hook. */
export interface AdminContext {
  db: Database;
  caller: Exclude<Caller, { kind: "anonymous" }>;
  storage: Storage;
  mailer: Mailer;
  revalidate?: Context["revalidate"];
}

/** The admin context of a procedure call (the caller is already known to be an admin). */
export function adminContext(ctx: Context & { caller: AdminContext["caller"] }): AdminContext {
  return {
    db: ctx.db,
    caller: ctx.caller,
    storage: ctx.storage ?? configuredStorage(ctx.db),
    mailer: ctx.mailer ?? mailer(),
    revalidate: ctx.revalidate,
  };
}
