import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeFailure } from "@wro/api";
import { REGISTRATION_RETENTION_MONTHS } from "@wro/api/privacy";
import type { DatabaseTarget } from "@wro/db";
import {
  backupEmbeddedDatabase,
  defaultBackupName,
  postgresCommands,
  restoreEmbeddedDatabase,
} from "@wro/db/backup";
import type { Api, Output } from "./commands.ts";
import {
  contactMessageStates,
  createAdmin,
  createGateStaff,
  createOrganizer,
  exportAudit,
  exportContactMessages,
  exportPartners,
  exportUsers,
  importCountries,
  purgeSeasonData,
  UsageError,
} from "./commands.ts";

export const usage = `Usage: pnpm wro <command> [options]

Internal scripts for WRO Saudi Arabia. They call the api's typed procedures as the system
caller "cli" on the configured database (DATABASE_URL, or the embedded PGlite in .data/).
The embedded database allows one process at a time: stop the site before using it here
(commands refuse while it has the database open).
Changes reach the public REST lists of a running site within 30 seconds (their cache).

Commands:
  admin:create --national-id <id> --email <email> --password <password>
               [--name <name>] [--phone <phone>] [--nationality <code>] [--finance]
                               Create an admin account (type 4).
  organizer:create --national-id <id> --email <email> --name <name>
               [--phone <phone>] [--nationality <code>] [--password <password>]
                               Create a national organizer account (type 2).
  gate:create --national-id <id> --email <email> --name <name>
               [--phone <phone>] [--nationality <code>] [--password <password>]
                               Create a gate staff account (type 5): check-in only.
  export partners [--csv]      Print every partner as JSON (default) or CSV.
  export users                 Print every student, coach and entity as CSV.
  export audit                 Print the audit log as CSV, newest first.
  export contact-messages [--state <state>]
                               Print the contact form's messages as CSV.
  export results               Print every season's results as CSV.
  import countries <file>      Create or update participating countries from a .csv or .json file.
  privacy:purge --season <slug|year> [--dry-run]
                               Delete a past season's team registration records (retention).
  migrate [--seed]             Apply pending migrations (before starting instances).
  backup [file]                Save the embedded database to a .tar.gz (site stopped).
  restore <file> [--force]     Replace the embedded database with a backup (site stopped).

Options:
  -h, --help                   Show this help, or a command's help after its name.
`;

const pgCommands = postgresCommands("wro.dump");

const help: Record<string, string> = {
  backup: `Usage: pnpm wro backup [file]

Writes a consistent snapshot of the embedded database (PGlite, in $WRO_DATA_DIR/pglite) to a
new .tar.gz file, readable by you only: default wro-backup-<date>-<time>.tar.gz (UTC) in the
current folder. The embedded database allows one process at a time: stop the site first; the
command refuses while the site or another command has it open. Put a backup back with
pnpm wro restore.

With DATABASE_URL (PostgreSQL), back up with the server's own tool instead:
  ${pgCommands.backup}
`,
  restore: `Usage: pnpm wro restore <file> [--force]

Replaces the embedded database (PGlite, in $WRO_DATA_DIR/pglite) with a backup made by
pnpm wro backup. The backup is unpacked and checked beside the database first; the current
database is replaced only when it opens. Stop the site first.

  --force   Replace a database that is already there (back it up first).

With DATABASE_URL (PostgreSQL), restore a pg_dump file with the server's own tool instead:
  ${pgCommands.restore}
`,
  migrate: `Usage: pnpm wro migrate [--seed]

Applies the pending migrations to the configured database, under the lock every instance's
start takes, so a deployment can migrate once and then start its instances. Seeds nothing
unless asked. With AUTH_SECRET set, records it (as a fingerprint) as the secret every instance
must use: an instance started in production with another one refuses to start.

  --seed   Also fill an empty database (no site settings yet) with the starting content and
           the first admin (ADMIN_NATIONAL_ID, ADMIN_EMAIL, and ADMIN_PASSWORD, which
           PostgreSQL requires), as npm start does. A database with content is left as it is.
`,
  "admin:create": `Usage: pnpm wro admin:create --national-id <id> --email <email> --password <password>
                              [--name <name>] [--phone <phone>] [--nationality <code>] [--finance]

Creates an admin account (type 4) with the back office's rules (spec §5): the password has at
least 12 characters, the e-mail and national ID are not in use.

  --national-id   The national ID the admin signs in with.
  --email         The admin's e-mail address.
  --password      The password (at least 12 characters).
  --name          Default "WRO Administrator".
  --phone         Default +966500000000 (a Saudi number; any dialable number).
  --nationality   Two-letter country code; default SA.
  --finance       Give the admin the finance permission: recording bank transfers, refunding
                  payments and changing prices, rates and the bank account. Using it needs
                  two-step sign-in, which the admin sets up in the back office's profile.
`,
  "organizer:create": `Usage: pnpm wro organizer:create --national-id <id> --email <email> --name <name>
                              [--phone <phone>] [--nationality <code>] [--password <password>]

Creates a national organizer account (type 2, "entity"), verified and enabled, with the back
office's rules: the e-mail and national ID are not in use. Without --password, the organizer is
mailed a single-use link (valid for an hour) to choose their password; the back office's users
screen can send another.

  --national-id   The national ID the organizer signs in with.
  --email         The organizer's e-mail address.
  --name          The organizer's (or organization's) name.
  --phone         Default +966500000000 (a Saudi number; any dialable number).
  --nationality   Two-letter country code; default SA.
  --password      Set this password (at least 12 characters) instead of mailing the link: for
                  test servers and scripts that sign in at once.
`,
  "gate:create": `Usage: pnpm wro gate:create --national-id <id> --email <email> --name <name>
                         [--phone <phone>] [--nationality <code>] [--password <password>]

Creates a gate staff account (type 5, "gate"), enabled, with the back office's rules: the e-mail
and national ID are not in use. Gate staff may only check people in at the event's gates: scan
badges, keep the offline roster, send queued scans. Without --password, they are mailed a
single-use link (valid for an hour) to choose their password.

  --national-id   The national ID the staff member signs in with.
  --email         Their e-mail address.
  --name          Their name.
  --phone         Default +966500000000 (a Saudi number; any dialable number).
  --nationality   Two-letter country code; default SA.
  --password      Set this password (at least 12 characters) instead of mailing the link.
`,
  "export results": `Usage: pnpm wro export results

Prints the results of every season as CSV to standard output, newest season first, then by
category and place. Columns: season (its slug), category, place, team, country, institution —
the columns the back office imports. Cells that a spreadsheet would run as formulas start with
an apostrophe.
`,
  "export partners": `Usage: pnpm wro export partners [--csv]

Prints every partner (active or not) in the back office's order to standard output: a JSON
array by default, CSV with --csv. Columns: _id, name, file_path, file_url (the logo's address
on the site, or its UploadThing URL), link, tier, order, status, createdAt, updatedAt. Cells
that a spreadsheet would run as formulas start with an apostrophe.
`,
  "export users": `Usage: pnpm wro export users

Prints every student, coach and entity (not admins) as CSV to standard output, newest account
first, as the back office's users screen exports them. Columns: id, name, email, nationalId,
phoneNumber, type, role, nationality, gender, dob, status, verified, locale, createdAt,
updatedAt. Cells that a spreadsheet would run as formulas start with an apostrophe.
`,
  "export audit": `Usage: pnpm wro export audit

Prints the whole audit log as CSV to standard output, newest first, as the back office's audit
log screen exports it. Columns: createdAt, actorName, actorId, action, entity, entityId, label
(the record's name when it was changed; empty in entries older than labels). Cells that a
spreadsheet would run as formulas start with an apostrophe.
`,
  "export contact-messages": `Usage: pnpm wro export contact-messages [--state new|read|handled]

Prints the messages visitors sent through the contact form, newest first, as CSV to standard
output. Columns: receivedAt (UTC), name, email, phoneNumber, state, message. Cells that a
spreadsheet would run as formulas start with an apostrophe.

  --state   Only the messages in this state: new, read or handled.
`,
  "privacy:purge": `Usage: pnpm wro privacy:purge --season <slug|year> [--dry-run]

Deletes the team season records (spec §7's /api/seasons/ registration data) of a past season,
as the privacy notice promises, and prints each record removed (id, team, type, ref, when it
was saved; never its data). The removal is written to the audit log with its counts.

The records name no season: a record belongs to the season of the year it was saved in
(Riyadh time). The command refuses the current year's season and later ones, any season still
shown on the home page or open for registration (and every season after it), and a season
whose retention period (${REGISTRATION_RETENTION_MONTHS} months after 31 December of its year) has not passed.

  --season    The season: its year (2024) or its slug when that names the year (season-2024).
  --dry-run   Count the records and teams that would go; change nothing.
`,
  "import countries": `Usage: pnpm wro import countries <file.csv|file.json>

Creates or updates participating countries (regions), matched by their ISO 3166-1 code.
CSV: a header line with code and optionally name_en, name_ar (or name), status (true/false).
JSON: an array of objects with the same keys.

Every row is checked first; if one is wrong, nothing is written. Names left empty come from
the country library for new countries and stay as they are for existing ones; new countries
get their flag from the flag library. Exits with status 1 when a row fails.
`,
};

export interface CliDeps {
  /** Opens the procedures on the configured database; `close` releases it. */
  open(): Promise<{ api: Api; close: () => Promise<void> }>;
  /** Applies the pending migrations to the configured database; seeds it when empty, if asked. */
  migrate(options: { seed: boolean }): Promise<void>;
  /** The configured database (what backup and restore work on). */
  target: DatabaseTarget;
  output: Output;
  /** Where relative file paths start (the directory `pnpm wro` was run in). */
  cwd: string;
}

/** Runs one command; resolves to the process's exit status. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const { output } = deps;
  const [first, second] = argv;
  const command = first === "export" || first === "import" ? `${first} ${second ?? ""}`.trim() : first;
  const rest = first === "export" || first === "import" ? argv.slice(2) : argv.slice(1);
  if (!command || command === "-h" || command === "--help" || command === "help") {
    output.out(usage);
    return command ? 0 : 1;
  }
  if (!help[command]) {
    output.err(`Unknown command "${command}".\n\n${usage}`);
    return 1;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    output.out(help[command]);
    return 0;
  }

  if (command === "migrate") {
    const seed = rest.length === 1 && rest[0] === "--seed";
    if (rest.length && !seed) {
      output.err(`migrate takes only --seed.\n\n${help[command]}`);
      return 1;
    }
    try {
      await deps.migrate({ seed });
      return 0;
    } catch (error) {
      output.err(`${describeFailure(error)}\n`);
      return 1;
    }
  }

  if (command === "backup" || command === "restore") return backupOrRestore(command, rest, deps);

  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(command, rest);
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n\n${help[command]}`);
    return 1;
  }

  const { api, close } = await deps.open();
  try {
    if (parsed.command === "admin:create") await createAdmin(api, parsed.options, output);
    else if (parsed.command === "organizer:create") await createOrganizer(api, parsed.options, output);
    else if (parsed.command === "gate:create") await createGateStaff(api, parsed.options, output);
    else if (parsed.command === "export partners") await exportPartners(api, parsed.format, output);
    else if (parsed.command === "export users") await exportUsers(api, output);
    else if (parsed.command === "export audit") await exportAudit(api, output);
    else if (parsed.command === "export contact-messages")
      await exportContactMessages(api, parsed.state, output);
    else if (parsed.command === "export results") output.out((await api.result.exportCsv()).csv);
    else if (parsed.command === "privacy:purge") await purgeSeasonData(api, parsed.options, output);
    else {
      const { failed } = await importCountries(api, resolve(deps.cwd, parsed.file), output);
      return failed ? 1 : 0;
    }
    return 0;
  } catch (error) {
    output.err(`${error instanceof UsageError ? error.message : describeFailure(error)}\n`);
    return 1;
  } finally {
    await close();
  }
}

/** `backup [file]` and `restore <file> [--force]` on the embedded database. */
async function backupOrRestore(
  command: "backup" | "restore",
  args: string[],
  deps: CliDeps,
): Promise<number> {
  const { output, target } = deps;
  let parsed: { file: string | undefined; force: boolean };
  try {
    const { values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: command === "restore" ? { force: { type: "boolean" } } : {},
    });
    if (positionals.length > 1 || (command === "restore" && positionals.length !== 1))
      throw new UsageError(command === "restore" ? "Name one backup file." : "Name at most one file.");
    parsed = { file: positionals[0], force: values.force === true };
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n\n${help[command]}`);
    return 1;
  }
  const { file, force } = parsed;

  if (target.kind === "postgres") {
    const commands = postgresCommands(file);
    output.err(
      `DATABASE_URL points at PostgreSQL: ${command === "backup" ? "back it up" : "restore it"} with the ` +
        `server's own tool instead (pg_dump's custom format; the shell fills in $DATABASE_URL):\n` +
        `  ${command === "backup" ? commands.backup : commands.restore}\n`,
    );
    return 1;
  }
  if (!target.dir) {
    output.err("The configured database lives in memory only: there is nothing to back up or restore.\n");
    return 1;
  }
  try {
    if (command === "backup") {
      const path = resolve(deps.cwd, file ?? defaultBackupName());
      const { bytes } = await backupEmbeddedDatabase(target.dir, path);
      output.out(`Backed up ${target.dir} to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`);
    } else {
      const path = resolve(deps.cwd, file!);
      await restoreEmbeddedDatabase(path, target.dir, { force });
      output.out(`Restored ${path} into ${target.dir}.\n`);
    }
    return 0;
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function parseCommand(command: string, args: string[]) {
  if (command === "admin:create") {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        "national-id": { type: "string" },
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string", default: "WRO Administrator" },
        phone: { type: "string", default: "+966500000000" },
        nationality: { type: "string", default: "SA" },
        finance: { type: "boolean", default: false },
      },
    });
    const missing = (["national-id", "email", "password"] as const).filter((name) => !values[name]);
    if (missing.length) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(", ")}.`);
    return {
      command: "admin:create" as const,
      options: {
        nationalId: values["national-id"]!,
        email: values.email!,
        password: values.password!,
        name: values.name,
        phone: values.phone,
        nationality: values.nationality,
        finance: values.finance,
      },
    };
  }
  if (command === "organizer:create" || command === "gate:create") {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        "national-id": { type: "string" },
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
        phone: { type: "string", default: "+966500000000" },
        nationality: { type: "string", default: "SA" },
      },
    });
    const missing = (["national-id", "email", "name"] as const).filter((name) => !values[name]);
    if (missing.length) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(", ")}.`);
    const options = {
      nationalId: values["national-id"]!,
      email: values.email!,
      name: values.name!,
      phone: values.phone,
      nationality: values.nationality,
      password: values.password,
    };
    return command === "gate:create"
      ? { command: "gate:create" as const, options }
      : { command: "organizer:create" as const, options };
  }
  if (command === "export partners") {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { csv: { type: "boolean" } },
    });
    return { command: "export partners" as const, format: values.csv ? ("csv" as const) : ("json" as const) };
  }
  if (command === "export users" || command === "export audit") {
    parseArgs({ args, strict: true, allowPositionals: false, options: {} });
    return command === "export users"
      ? { command: "export users" as const }
      : { command: "export audit" as const };
  }
  if (command === "export contact-messages") {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { state: { type: "string" } },
    });
    const state = contactMessageStates.find((name) => name === values.state);
    if (values.state !== undefined && !state) throw new UsageError("--state is new, read or handled.");
    return { command: "export contact-messages" as const, state };
  }
  if (command === "export results") {
    parseArgs({ args, strict: true, allowPositionals: false, options: {} });
    return { command: "export results" as const };
  }
  if (command === "privacy:purge") {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { season: { type: "string" }, "dry-run": { type: "boolean" } },
    });
    if (!values.season?.trim()) throw new UsageError("Missing --season.");
    return {
      command: "privacy:purge" as const,
      options: { season: values.season.trim(), dryRun: values["dry-run"] === true },
    };
  }
  const { positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError("Name one .csv or .json file.");
  return { command: "import countries" as const, file: positionals[0]! };
}
