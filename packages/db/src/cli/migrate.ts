// Applies pending migrations to the configured database (PGlite by default, DATABASE_URL otherwise).
import { configuredTarget, connect, describeTarget } from "../connection.ts";
import { migrate } from "../migrate.ts";

const target = configuredTarget();
const connection = connect(target);
try {
  const applied = await migrate(connection);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(", ")}`
      : `Database is up to date (${describeTarget(target)}).`,
  );
} finally {
  await connection.close();
}
