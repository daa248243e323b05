// What `npm start` runs before building: apply migrations, then fill an empty database
// with the demo content and the first admin.
import { createDatabase } from "../client.ts";
import { configuredTarget, describeTarget } from "../connection.ts";
import { env, uploadsDir } from "../env.ts";
import { migrate } from "../migrate.ts";
import { seed } from "../seed/index.ts";

const target = configuredTarget();
const { db, connection, close } = createDatabase(target);
try {
  const applied = await migrate(connection);
  console.log(`Database: ${describeTarget(target)} (${applied.length} migration(s) applied now).`);
  if ((await db.setting.count()) === 0) {
    await seed(db, {
      uploadsDir,
      admin: { nationalId: env.ADMIN_NATIONAL_ID, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    });
    console.log("Seeded the demo content.");
  }
  if (!process.env.ADMIN_PASSWORD) {
    console.log(
      `Admin sign-in (development default; set ADMIN_PASSWORD in production): national ID ${env.ADMIN_NATIONAL_ID} or ${env.ADMIN_EMAIL}, password ${env.ADMIN_PASSWORD}`,
    );
  }
} finally {
  await close();
}
