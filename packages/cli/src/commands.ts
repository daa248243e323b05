import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { describeFailure, legacyAdminPartner, type createCaller } from "@wro/api";
import { contactMessageStates } from "@wro/api/schemas/contact-message";
import { regionCreateSchema } from "@wro/api/schemas/region";
import { parseCsv, toCsv } from "@wro/api/csv";

/** The typed procedures, called in-process as the system caller. */
export type Api = ReturnType<typeof createCaller>;

/** Where a command writes: stdout for results, stderr for reports. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** A failure the user can fix; printed without a stack trace. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export async function createAdmin(
  api: Api,
  options: {
    nationalId: string;
    email: string;
    password: string;
    name: string;
    phone: string;
    nationality: string;
    /** The finance permission (the CLI acts as the system, which may grant it). */
    finance: boolean;
  },
  output: Output,
): Promise<void> {
  const admin = await api.admin.create({
    name: options.name,
    email: options.email,
    phoneNumber: options.phone,
    nationalId: options.nationalId,
    nationality: options.nationality,
    password: options.password,
    confirmPassword: options.password,
    financePermission: options.finance,
  });
  const finance = admin.financePermission ? " with the finance permission" : "";
  output.out(
    `Created admin ${admin.name} (national ID ${admin.nationalId}, ${admin.email})${finance}, id ${admin.id}.\n`,
  );
}

/**
 * Creates a national organizer (type 2, issue 36) through user.createOrganizer. With a password
 * it is set at once (test servers, scripts); without, the organizer is mailed a link to choose one.
 */
export async function createOrganizer(
  api: Api,
  options: {
    nationalId: string;
    email: string;
    name: string;
    phone: string;
    nationality: string;
    password: string | undefined;
  },
  output: Output,
): Promise<void> {
  const { person, mailSent } = await api.user.createOrganizer({
    name: options.name,
    email: options.email,
    phoneNumber: options.phone,
    nationalId: options.nationalId,
    nationality: options.nationality,
    ...(options.password ? { password: options.password, confirmPassword: options.password } : {}),
  });
  const password = options.password
    ? "with the password given"
    : mailSent
      ? `a link to choose a password was mailed to ${person.email}`
      : `the link to choose a password could not be mailed: send it from the back office's users screen`;
  output.out(
    `Created national organizer ${person.name} (national ID ${person.nationalId}, ${person.email}), id ${person.id}; ${password}.\n`,
  );
}

/**
 * Creates a gate staff account (type 5, issue 37) through user.createGateStaff: it may only
 * check people in. With a password it is set at once; without, a link to choose one is mailed.
 */
export async function createGateStaff(
  api: Api,
  options: Parameters<typeof createOrganizer>[1],
  output: Output,
): Promise<void> {
  const { person, mailSent } = await api.user.createGateStaff({
    name: options.name,
    email: options.email,
    phoneNumber: options.phone,
    nationalId: options.nationalId,
    nationality: options.nationality,
    ...(options.password ? { password: options.password, confirmPassword: options.password } : {}),
  });
  const password = options.password
    ? "with the password given"
    : mailSent
      ? `a link to choose a password was mailed to ${person.email}`
      : `the link to choose a password could not be mailed`;
  output.out(
    `Created gate staff ${person.name} (national ID ${person.nationalId}, ${person.email}), id ${person.id}; ${password}.
`,
  );
}

/** The columns of a partner export: the legacy names, as the back office's REST answers carry them. */
const partnerColumns = [
  "_id",
  "name",
  "file_path",
  "file_url",
  "link",
  "tier",
  "order",
  "status",
  "createdAt",
  "updatedAt",
] as const;

/** Every partner, in the back office's order, with the legacy column names. */
export async function exportPartners(api: Api, format: "csv" | "json", output: Output): Promise<void> {
  const rows: Array<Record<(typeof partnerColumns)[number], unknown>> = [];
  for (let page = 0; ; page++) {
    const result = await api.partner.list({ page, pageSize: 100 });
    rows.push(...result.items.map(legacyAdminPartner));
    if ((page + 1) * result.pageSize >= result.total) break;
  }
  output.out(format === "csv" ? toCsv(partnerColumns, rows) : `${JSON.stringify(rows, null, 2)}\n`);
}

/** Every student, coach and entity as CSV, as the users screen exports them. */
export async function exportUsers(api: Api, output: Output): Promise<void> {
  output.out((await api.user.exportCsv()).csv);
}

/** The whole audit log as CSV, newest first, as the audit log screen exports it. */
export async function exportAudit(api: Api, output: Output): Promise<void> {
  output.out((await api.audit.exportCsv()).csv);
}

export { contactMessageStates };

/** The contact form's messages (all, or those in one state) as CSV, newest first. */
export async function exportContactMessages(
  api: Api,
  state: (typeof contactMessageStates)[number] | undefined,
  output: Output,
): Promise<void> {
  output.out((await api.contactMessage.exportCsv({ state })).csv);
}

interface CountryRow {
  line: number;
  code: string;
  nameEn: string | null;
  nameAr: string | null;
  status: boolean | null;
}

const flag = (value: unknown, line: number): boolean | null => {
  if (value === undefined || value === null || value === "") return null;
  if (value === true || value === "true" || value === "1") return true;
  if (value === false || value === "false" || value === "0") return false;
  throw new UsageError(`Row ${line}: status is true or false.`);
};
/** A cell's text. A JSON file may hold a number where CSV holds text; an object or a list is no text. */
const cell = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value).trim()
    : "";
const text = (value: unknown): string | null => cell(value) || null;

/** The rows of a countries file: CSV with a header, or a JSON array of objects. */
async function readCountries(file: string): Promise<CountryRow[]> {
  const content = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
  });
  let records: Array<Record<string, unknown>>;
  if (extname(file).toLowerCase() === ".json") {
    try {
      records = JSON.parse(content) as Array<Record<string, unknown>>;
    } catch {
      throw new UsageError(`${file} is not valid JSON.`);
    }
    if (!Array.isArray(records) || records.some((record) => !record || typeof record !== "object"))
      throw new UsageError(`${file} must hold a JSON array of objects ({"code": "SA", …}).`);
  } else if (extname(file).toLowerCase() === ".csv") {
    records = parseCsv(content);
  } else {
    throw new UsageError(`${file}: use a .csv or .json file.`);
  }
  // Line numbers as a person counts them: CSV data starts on line 2, JSON items at 1.
  const first = extname(file).toLowerCase() === ".csv" ? 2 : 1;
  return records.map((record, index) => ({
    line: index + first,
    code: cell(record.code),
    nameEn: text(record.name_en ?? record.nameEn),
    nameAr: text(record.name_ar ?? record.nameAr ?? record.name),
    status: flag(record.status, index + first),
  }));
}

/**
 * Creates or updates regions (participating countries) from a file, matched by ISO code.
 * Every row is checked before anything is written: one bad row and nothing changes. Names
 * left empty come from the country library (new) or stay (existing); flags of new countries
 * come from the flag library.
 */
export async function importCountries(api: Api, file: string, output: Output): Promise<{ failed: number }> {
  const rows = await readCountries(file);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const checked = regionCreateSchema.safeParse({ code: row.code, nameEn: row.nameEn, nameAr: row.nameAr });
    if (!checked.success) problems.push(`Row ${row.line}: ${describeFailure({ cause: checked.error })}`);
    else {
      row.code = checked.data.code;
      const earlier = seen.get(row.code);
      if (earlier) problems.push(`Row ${row.line}: ${row.code} is already on row ${earlier}.`);
      seen.set(row.code, row.line);
    }
  }
  if (problems.length) {
    output.err(`${problems.join("\n")}\nNothing was imported.\n`);
    return { failed: problems.length };
  }

  const existing = new Map<string, Awaited<ReturnType<Api["region"]["list"]>>["items"][number]>();
  for (let page = 0; ; page++) {
    const result = await api.region.list({ page, pageSize: 100 });
    for (const region of result.items) existing.set(region.code, region);
    if ((page + 1) * result.pageSize >= result.total) break;
  }

  let created = 0;
  let updated = 0;
  let failed = 0;
  for (const row of rows) {
    const current = existing.get(row.code);
    try {
      if (current) {
        await api.region.update({
          id: current.id,
          expectedUpdatedAt: current.updatedAt,
          code: row.code,
          nameEn: row.nameEn ?? current.nameEn,
          nameAr: row.nameAr ?? current.nameAr,
          status: row.status ?? current.status,
        });
        updated++;
      } else {
        await api.region.create({
          code: row.code,
          nameEn: row.nameEn,
          nameAr: row.nameAr,
          status: row.status ?? true,
        });
        created++;
      }
    } catch (error) {
      failed++;
      output.err(`Row ${row.line} (${row.code}): ${describeFailure(error)}\n`);
    }
  }
  output.out(`Countries: ${created} created, ${updated} updated, ${failed} failed.\n`);
  return { failed };
}

/**
 * `privacy:purge`: removes the team season records of a past season (the retention rule of the
 * privacy notice), listing what went; a dry run prints the counts only.
 */
export async function purgeSeasonData(
  api: Api,
  options: { season: string; dryRun: boolean },
  output: Output,
): Promise<void> {
  const result = await api.privacy.purgeSeason(options);
  const records = `${result.count} team season record${result.count === 1 ? "" : "s"}`;
  const teams = `${result.teams} team${result.teams === 1 ? "" : "s"}`;
  if (result.dryRun) {
    output.out(
      `Dry run: ${records} of ${teams} saved in the ${result.year} season would be removed. Nothing was changed.\n`,
    );
    return;
  }
  output.out(`Removed ${records} of ${teams} saved in the ${result.year} season (Riyadh time):\n`);
  for (const record of result.records)
    output.out(
      `  ${record.id}  team ${record.teamId}  type ${record.type}  ref ${record.ref}  saved ${record.createdAt.toISOString()}\n`,
    );
}
