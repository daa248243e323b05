import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AppError } from "@wro/constants";
import type { Database, Prisma, RegionModel } from "@wro/db";
import type { AdminContext } from "../../admin/context.ts";
import { recordService } from "../../admin/records.ts";
import type { Upload } from "../../admin/write.ts";
import { countryName } from "../../forms/countries.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { RegionCreateInput, RegionListInput, RegionUpdateInput, regionSortFields } from "./schemas.ts";

const require = createRequire(import.meta.url);

const countryFields = { id: true, code: true, nameEn: true, nameAr: true, flag: true } as const;

/** Countries marked as participating (status true), in English alphabetical order. */
export function participatingCountries(db: Database) {
  return db.region.findMany({ where: { status: true }, select: countryFields, orderBy: { nameEn: "asc" } });
}

const regions = recordService<
  RegionModel,
  (typeof regionSortFields)[number],
  Omit<Prisma.RegionUncheckedCreateInput, "flag">
>({
  entity: "region",
  delegate: (db) => db.region,
  searchFields: ["nameEn", "nameAr", "code"],
  defaultSort: { field: "nameEn", order: "asc" },
  unique: { code: { field: "code", message: adminMessages.regionCodeTaken } },
  file: "flag",
});

export const listRegions = (db: Database, input: RegionListInput) => regions.list(db, input);

export const regionById = regions.byId;

export async function createRegion(ctx: AdminContext, { flagFile, ...fields }: RegionCreateInput) {
  const flag = flagFile ? { bytes: flagFile, folder: "flags" } : await libraryFlag(fields.code);
  return regions.create(ctx, { ...fields, ...names(fields) }, flag);
}

export async function updateRegion(ctx: AdminContext, input: RegionUpdateInput) {
  const { id, expectedUpdatedAt, flagFile, ...fields } = input;
  const current = await regions.byId(ctx.db, id);
  // A new country without a new image gets that country's flag.
  const flag = flagFile
    ? { bytes: flagFile, folder: "flags" }
    : current.code !== fields.code
      ? await libraryFlag(fields.code)
      : undefined;
  return regions.update(ctx, id, expectedUpdatedAt, { ...fields, ...names(fields) }, flag);
}

export const setRegionStatus = (ctx: AdminContext, input: { id: string; value: boolean }) =>
  regions.setFlag(ctx, "setStatus", input.id, { status: input.value });

export const deleteRegion = (
  ctx: AdminContext,
  input: { id: string; expectedUpdatedAt?: Date | undefined },
) => regions.delete(ctx, input.id, input.expectedUpdatedAt);

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
    throw new AppError("invalidInput", { message: adminMessages.flagRequired });
  }
  return { bytes, folder: "flags", trustedExtension: "svg" };
}
