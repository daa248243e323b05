// `pnpm wro …`: internal scripts calling the api's typed procedures (see cli.ts).
import { createCaller } from "@wro/api";
import { configuredTarget, createDatabase, uploadsDir } from "@wro/db";
import { setUpDatabase } from "@wro/db/setup";
import { runCli } from "./cli.ts";
import { invocationDir } from "./env.ts";

const status = await runCli(process.argv.slice(2), {
  async open() {
    const database = createDatabase();
    return {
      api: createCaller({ db: database.db, caller: { kind: "system", name: "cli" } }),
      close: database.close,
    };
  },
  migrate: ({ seed }) => setUpDatabase({ target: configuredTarget(), uploadsDir, seed }),
  target: configuredTarget(),
  output: { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  cwd: invocationDir,
});
process.exitCode = status;
