import { describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "./testing.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL connection pool", () => {
  it("outlives an idle connection the server ends, and connects again", async () => {
    const database = await createTestDatabase("postgres", { migrated: false });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const [row] = await database.db.$queryRaw<Array<{ pid: number }>>`SELECT pg_backend_pid() AS pid`;
      const pid = row!.pid;
      // Another instance's administrator (or a failover) ends the pooled connection while idle.
      const other = await createTestDatabase("postgres", { migrated: false });
      try {
        await other.db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
      } finally {
        await other.close();
      }
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringMatching(/idle connection/)));
      expect(await database.db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    } finally {
      errors.mockRestore();
      await database.close();
    }
  });
});
