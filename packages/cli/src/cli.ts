import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Api, Output } from "./commands.ts";
import { createAdmin, describeFailure, exportPartners, importCountries, UsageError } from "./commands.ts";

export const usage = `Usage: pnpm wro <command> [options]

Internal scripts for WRO Saudi Arabia. They call the api's typed procedures as the system
caller "cli" on the configured database (DATABASE_URL, or the embedded PGlite in .data/).
The embedded database allows one process at a time: stop the site before using it here.
Changes reach the public REST lists of a running site within 30 seconds (their cache).

Commands:
  admin:create --national-id <id> --email <email> --password <password>
               [--name <name>] [--phone <phone>] [--nationality <code>]
                               Create an admin account (type 4).
  export partners [--csv]      Print every partner as JSON (default) or CSV.
  import countries <file>      Create or update participating countries from a .csv or .json file.
  migrate                      Apply pending migrations (before starting instances).

Options:
  -h, --help                   Show this help, or a command's help after its name.
`;

const help: Record<string, string> = {
  migrate: `Usage: pnpm wro migrate

Applies the pending migrations to the configured database, under the lock every instance's
start takes, so a deployment can migrate once and then start its instances. Seeds nothing.
With AUTH_SECRET set, records it (as a fingerprint) as the secret every instance must use:
an instance started in production with another one refuses to start.
`,
  "admin:create": `Usage: pnpm wro admin:create --national-id <id> --email <email> --password <password>
                              [--name <name>] [--phone <phone>] [--nationality <code>]

Creates an admin account (type 4) with the back office's rules (spec §5): the password has at
least 8 characters, the e-mail and national ID are not in use.

  --national-id   The national ID the admin signs in with.
  --email         The admin's e-mail address.
  --password      The password (at least 8 characters).
  --name          Default "WRO Administrator".
  --phone         Default +966500000000 (a Saudi number; any dialable number).
  --nationality   Two-letter country code; default SA.
`,
  "export partners": `Usage: pnpm wro export partners [--csv]

Prints every partner (active or not) in the back office's order to standard output: a JSON
array by default, CSV with --csv. Columns: _id, name, file_path, link, tier, order, status,
createdAt, updatedAt. Cells that a spreadsheet would run as formulas start with an apostrophe.
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
  open(): Promise<{ api: Api; close(): Promise<void> }>;
  /** Applies the pending migrations to the configured database. */
  migrate(): Promise<void>;
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
    if (rest.length) {
      output.err(`migrate takes no options.\n\n${help[command]}`);
      return 1;
    }
    try {
      await deps.migrate();
      return 0;
    } catch (error) {
      output.err(`${describeFailure(error)}\n`);
      return 1;
    }
  }

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
    else if (parsed.command === "export partners") await exportPartners(api, parsed.format, output);
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
      },
    };
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
  const { positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError("Name one .csv or .json file.");
  return { command: "import countries" as const, file: positionals[0]! };
}
