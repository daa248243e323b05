import { PrismaClient } from "./generated/prisma/client.ts";
import { configuredTarget, connect, type DatabaseTarget } from "./connection.ts";
import { closeOnShutdown } from "./process.ts";

export type Database = PrismaClient;

/** A Prisma client on the given database; `close` also releases the driver (pool or PGlite). */
export function createDatabase(target: DatabaseTarget = configuredTarget()) {
  const connection = connect(target);
  const db = new PrismaClient({ adapter: connection.adapter });
  return {
    db,
    connection,
    close: async () => {
      await db.$disconnect();
      await connection.close();
    },
  };
}

// One client per process (design: conventions §5). Kept on globalThis so that module
// reloading in development does not open the embedded database twice.
const holder = globalThis as typeof globalThis & { __wroDatabase?: ReturnType<typeof createDatabase> };

export function getDb(): Database {
  if (!holder.__wroDatabase) {
    const database = createDatabase();
    holder.__wroDatabase = database;
    closeOnShutdown(async () => {
      delete holder.__wroDatabase;
      await database.close();
    });
  }
  return holder.__wroDatabase.db;
}
