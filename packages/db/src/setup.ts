import { createDatabase, type Database } from "./client.ts";
import { describeTarget, type DatabaseTarget } from "./connection.ts";
import { env, firstAdminPassword } from "./env.ts";
import { migrate } from "./migrate.ts";
import { importLegacyUploads } from "./legacy-uploads.ts";
import { removeOrphanedUploads } from "./orphaned-uploads.ts";
import { seed, storeSeedFiles, type SeedAdmin } from "./seed/index.ts";
import { seedRegistration } from "./seed/registration.ts";

/** Any fixed number of our own: the advisory lock that makes setups of one database take turns. */
const SETUP_LOCK = 7_242_025;

/**
 * One setup at a time on a PostgreSQL database that several instances share: the second to
 * start waits, then finds the migrations applied and the content seeded. An embedded database
 * belongs to one process, which needs no lock.
 */
async function underSetupLock(db: Database, target: DatabaseTarget, work: () => Promise<void>) {
  if (target.kind !== "postgres") return work();
  await db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT 1 FROM (SELECT pg_advisory_xact_lock(${SETUP_LOCK})) AS locked`);
      await work();
    },
    { maxWait: 60_000, timeout: 10 * 60_000 },
  );
}

export interface SetUpOptions {
  target: DatabaseTarget;
  /** The folder where earlier versions kept stored files, to copy into the database. */
  legacyUploadsDir?: string;
  /**
   * Fill an empty database with the demo content and the first admin this gives (`npm start`,
   * `pnpm wro migrate --seed`). Asked for only when the database is empty.
   */
  firstAdmin?: () => Promise<SeedAdmin>;
  log?: (line: string) => void;
}

/**
 * Brings a database up to date: applies the migrations, seeds an empty one (when asked), puts
 * in the stored files its rows name that it lacks (images an earlier version kept on disk, the
 * demo content's images), and removes stored files no record uses any more. Safe to run from
 * several instances at once.
 */
export async function setUpDatabase({
  target,
  legacyUploadsDir,
  firstAdmin,
  log = console.log,
}: SetUpOptions) {
  const { db, connection, close } = createDatabase(target);
  try {
    await underSetupLock(db, target, async () => {
      const applied = await migrate(connection);
      log(`Database: ${describeTarget(target)} (${applied.length} migration(s) applied now).`);
      if (legacyUploadsDir) {
        const copied = await importLegacyUploads(db, legacyUploadsDir);
        if (copied.length)
          log(`Copied ${copied.length} stored file(s) from ${legacyUploadsDir} into the database.`);
      }
      const seeded = (await db.setting.count()) > 0;
      if (!firstAdmin || seeded) {
        const restored = await storeSeedFiles(db);
        if (restored.length) log(`Stored ${restored.length} demo image(s) the database lacked.`);
        // A database seeded before registration existed gets spec §9's fees and window once.
        if (seeded && (await seedRegistration(db))) log("Added the registration fees and settings.");
        return;
      }
      await seed(db, { admin: await firstAdmin() });
      log("Seeded the demo content.");
    });
    const orphans = await removeOrphanedUploads(db);
    if (orphans.length) log(`Removed ${orphans.length} stored file(s) no record uses.`);
  } finally {
    await close();
  }
}

/**
 * The first admin the environment names (ADMIN_NATIONAL_ID, ADMIN_EMAIL, ADMIN_PASSWORD), for
 * `firstAdmin`, with `hash` making its password hash. With the development password it logs
 * how to sign in, since the admin must then choose a new one.
 */
export async function firstAdminFromEnv(hash: (password: string) => Promise<string>): Promise<SeedAdmin> {
  const { password, mustChangePassword } = firstAdminPassword();
  if (mustChangePassword) {
    console.log(
      `First admin sign-in: national ID ${env.ADMIN_NATIONAL_ID} or ${env.ADMIN_EMAIL}, password ${password} ` +
        "(the development password: you will be asked to choose a new one).",
    );
  }
  return {
    nationalId: env.ADMIN_NATIONAL_ID,
    email: env.ADMIN_EMAIL,
    passwordHash: await hash(password),
    mustChangePassword,
  };
}
