import { defineConfig } from "prisma/config";

// Only `prisma generate` reads this file; migrations run through our WebAssembly runner
// (src/migrations), which reads the same schema and migrations folder.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
