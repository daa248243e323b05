import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { TRPCError } from "@trpc/server";
import type { Database, Prisma, RegionModel } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { notFound } from "../../admin/errors.ts";
import { pageArgs, pageOf, sortOf, textSearch } from "../../admin/list.ts";
import { auditedWrite, lockRecord, nextVersion, replacedFile, type Upload } from "../../admin/write.ts";
import { countryName } from "../../forms/countries.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { RegionCreateInput, RegionListInput, RegionUpdateInput } from "./schemas.ts";

const require = createRequire(import.meta.url);

const countryFields = { id: true, code: true, nameEn: true, nameAr: true, flag: true } as const;

/** Countries marked as participating (status true), in English alphabetical order. */
export function participatingCountries(db: Database) {
  return db.region.findMany({ where: { status: true }, select: countryFields, orderBy: { nameEn: "asc" } });
}

const regionTable = "regions";
const write = (action: "create" | "update" | "setStatus" | "delete") => ({
  entity: "region" as const,
  action,
  tags: ["regions"],
  unique: { code: { field: "code", message: adminMessages.regionCodeTaken } },
});

export function listRegions(db: Database, input: RegionListInput) {
  const where: Prisma.RegionWhereInput = {
    ...textSearch(input.search, ["nameEn", "nameAr", "code"]),
    ...(input.status === undefined ? {} : { status: input.status }),
  };
  return pageOf(
    input,
    db.region.findMany({
      where,
      orderBy: sortOf(input, { field: "nameEn", order: "asc" }),
      ...pageArgs(input),
    }),
    db.region.count({ where }),
  );
}

export async function regionById(db: Database, id: string) {
  const region = await db.region.findUnique({ where: { id } });
  if (!region) throw notFound();
  return region;
}

export async function createRegion(ctx: AdminContext, input: RegionCreateInput) {
  const { flagFile, ...fields } = input;
  const flag = flagFile ? { bytes: flagFile, folder: "flags" } : await libraryFlag(fields.code);
  return auditedWrite(ctx, { ...write("create"), uploads: [flag] }, async (tx, [flagPath]) => {
    const region = await tx.region.create({ data: { ...fields, ...names(fields), flag: flagPath! } });
    return { entityId: region.id, before: null, after: region, result: region };
  });
}

export async function updateRegion(ctx: AdminContext, input: RegionUpdateInput) {
  const { id, expectedUpdatedAt, flagFile, ...fields } = input;
  const current = await regionById(ctx.db, id);
  // A new country without a new image gets that country's flag.
  const flag = flagFile
    ? { bytes: flagFile, folder: "flags" }
    : current.code !== fields.code
      ? await libraryFlag(fields.code)
      : undefined;
  return auditedWrite(ctx, { ...write("update"), uploads: [flag] }, async (tx, [flagPath]) => {
    const before = await lockRecord(
      tx,
      regionTable,
      id,
      () => tx.region.findUnique({ where: { id } }),
      expectedUpdatedAt,
    );
    const after = await tx.region.update({
      where: { id },
      data: { ...fields, ...names(fields), flag: flagPath ?? before.flag, updatedAt: nextVersion(before) },
    });
    return {
      entityId: id,
      before,
      after,
      result: after,
      obsoleteFiles: [replacedFile(before.flag, after.flag)],
    };
  });
}

export function setRegionStatus(ctx: AdminContext, input: { id: string; value: boolean }) {
  return auditedWrite(ctx, write("setStatus"), async (tx) => {
    const before = await lockRecord(tx, regionTable, input.id, () =>
      tx.region.findUnique({ where: { id: input.id } }),
    );
    const after = await tx.region.update({
      where: { id: input.id },
      data: { status: input.value, updatedAt: nextVersion(before) },
    });
    return { entityId: input.id, before, after, result: after };
  });
}

export function deleteRegion(ctx: AdminContext, input: { id: string; expectedUpdatedAt?: Date | undefined }) {
  return auditedWrite(ctx, write("delete"), async (tx) => {
    const before: RegionModel = await lockRecord(
      tx,
      regionTable,
      input.id,
      () => tx.region.findUnique({ where: { id: input.id } }),
      input.expectedUpdatedAt,
    );
    await tx.region.delete({ where: { id: input.id } });
    return {
      entityId: input.id,
      before,
      after: null,
      result: { id: input.id },
      obsoleteFiles: [before.flag],
    };
  });
}

/** Names left empty in the form come from the country library. */
function names(fields: { code: string; nameEn: string | null; nameAr: string | null }) {
  return {
    nameEn: fields.nameEn ?? countryName(fields.code, "en") ?? fields.code,
    nameAr: fields.nameAr ?? countryName(fields.code, "ar") ?? fields.code,
  };
}

/** Resolved when first needed and at run time: bundlers would otherwise replace the path with a module id. */
function flagsDir(): string {
  return join(dirname(require.resolve(/* turbopackIgnore: true */ "flag-icons/package.json")), "flags/4x3");
}

/** The country's flag from the flag library (a trusted SVG, so stored without the image check). */
async function libraryFlag(code: string): Promise<Upload> {
  const bytes = await readFile(join(flagsDir(), `${code.toLowerCase()}.svg`)).catch(() => null);
  if (!bytes) {
    throw new TRPCError({ code: "BAD_REQUEST", message: adminMessages.flagRequired });
  }
  return { bytes, folder: "flags", trustedExtension: "svg" };
}
