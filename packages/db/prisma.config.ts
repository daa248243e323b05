import { defineConfig } from "prisma/config";

// Only `prisma generate` reads this file; migrations run through our WebAssembly runner
// (src/migrations), which reads the same schema and migrations folder. The schema is every
// `.prisma` file under prisma/: schema.prisma (generator, datasource, the site's models) and
// models/ (one file per domain), so no file grows past a readable length.
export default defineConfig({
  schema: "prisma",
  migrations: { path: "prisma/migrations" },
});
