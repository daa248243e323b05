import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";

const schema = z.object({
  /** A PostgreSQL URL. When absent, the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database lives. Defaults to `.data/` at the workspace root. */
  WRO_DATA_DIR: z.string().min(1).optional(),
  /** The first admin, created by the seed when no account has this national ID. */
  ADMIN_NATIONAL_ID: z
    .string()
    .regex(/^\d{10}$/, "ADMIN_NATIONAL_ID must be 10 digits")
    .default("1000000001"),
  ADMIN_EMAIL: z.email().default("admin@wro-saudi.org"),
  // The length half of the site's password rule (@wro/auth); the common-password check needs the
  // auth package, which sits above this one, so a guessable first password is the operator's call.
  ADMIN_PASSWORD: z
    .string()
    .min(12, "ADMIN_PASSWORD must have at least 12 characters")
    .refine((value) => value.trim() !== "", "ADMIN_PASSWORD must not be only blanks")
    .optional(),
});

const read = (name: string) => process.env[name] || undefined;

export const env = schema.parse({
  DATABASE_URL: read("DATABASE_URL"),
  WRO_DATA_DIR: read("WRO_DATA_DIR"),
  ADMIN_NATIONAL_ID: read("ADMIN_NATIONAL_ID"),
  ADMIN_EMAIL: read("ADMIN_EMAIL"),
  ADMIN_PASSWORD: read("ADMIN_PASSWORD"),
});

/** The workspace root, found from the working directory so that every app agrees on `.data/`. */
function workspaceRoot(start = process.cwd()): string {
  // Run-time paths, not files to bundle: tell Turbopack's file tracing to leave them alone.
  let dir = resolve(/*turbopackIgnore: true*/ start);
  while (!existsSync(join(dir, "pnpm-workspace.yaml"))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ start);
    dir = parent;
  }
  return dir;
}

export const dataDir = resolve(/*turbopackIgnore: true*/ env.WRO_DATA_DIR ?? join(workspaceRoot(), ".data"));

/**
 * The first admin's password when ADMIN_PASSWORD is unset: public, printed at start. Only an
 * embedded database (a local start) may be seeded with it, and its admin must choose a new one
 * at the first sign-in.
 */
export const DEVELOPMENT_ADMIN_PASSWORD = "WroAdmin-2025";

/** The first admin's password for the seed; refuses the development one outside a local start. */
export function firstAdminPassword(vars: Pick<typeof env, "ADMIN_PASSWORD" | "DATABASE_URL"> = env): {
  password: string;
  mustChangePassword: boolean;
} {
  if (vars.ADMIN_PASSWORD) return { password: vars.ADMIN_PASSWORD, mustChangePassword: false };
  if (vars.DATABASE_URL) {
    throw new Error(
      "ADMIN_PASSWORD is required to create the first administrator on a PostgreSQL database " +
        "(the development password is only for the embedded one).",
    );
  }
  return { password: DEVELOPMENT_ADMIN_PASSWORD, mustChangePassword: true };
}

/**
 * Where versions before files were kept in the database stored them on local disk: set-up copies
 * what rows still name from there into the database.
 */
export const legacyUploadsDir = join(dataDir, "uploads");
