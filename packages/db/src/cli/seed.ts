// Fills the configured database with the demo content (idempotent; keeps existing rows).
import { createDatabase } from "../client.ts";
import { env, firstAdminPassword } from "../env.ts";
import { seed } from "../seed/index.ts";

const { db, close } = createDatabase();
try {
  await seed(db, {
    admin: { nationalId: env.ADMIN_NATIONAL_ID, email: env.ADMIN_EMAIL, ...firstAdminPassword() },
  });
  console.log("Seed complete.");
} finally {
  await close();
}
