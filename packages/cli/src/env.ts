/**
 * Where relative paths given to `pnpm wro` start. pnpm runs the script in this package's
 * folder; the root script passes the folder it was typed in as WRO_CLI_CWD.
 */
export const invocationDir = process.env.WRO_CLI_CWD || process.env.INIT_CWD || process.cwd();

/** The secret the deployment's instances sign sessions with; `migrate` records its fingerprint. */
export const authSecret = process.env.AUTH_SECRET || undefined;
