// What `npm start` runs before building: apply migrations, fill an empty database with the
// demo content and the first admin, and remove uploaded files no record uses any more.
import { createDatabase } from "../client.ts";
import { configuredTarget, describeTarget } from "../connection.ts";
import { env, firstAdminPassword, uploadsDir } from "../env.ts";
import { migrate } from "../migrate.ts";
import { removeOrphanedUploads } from "../orphaned-uploads.ts";
import { seed } from "../seed/index.ts";

const target = configuredTarget();
const { db, connection, close } = createDatabase(target);
try {
  const applied = await migrate(connection);
  console.log(`Database: ${describeTarget(target)} (${applied.length} migration(s) applied now).`);
  if ((await db.setting.count()) === 0) {
    const { password, mustChangePassword } = firstAdminPassword();
    await seed(db, {
      uploadsDir,
      admin: { nationalId: env.ADMIN_NATIONAL_ID, email: env.ADMIN_EMAIL, password, mustChangePassword },
    });
    console.log("Seeded the demo content.");
    if (mustChangePassword) {
      console.log(
        `First admin sign-in: national ID ${env.ADMIN_NATIONAL_ID} or ${env.ADMIN_EMAIL}, password ${password} ` +
          "(the development password: you will be asked to choose a new one).",
      );
    }
  }
  const orphans = await removeOrphanedUploads(db, uploadsDir);
  if (orphans.length) console.log(`Removed ${orphans.length} uploaded file(s) no record uses.`);
} finally {
  await close();
}
