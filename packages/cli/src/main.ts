// `pnpm wro …`: internal scripts calling the api's typed procedures (see cli.ts).
import { createCaller } from "@wro/api";
import { createDatabase } from "@wro/db";
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
  output: { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  cwd: invocationDir,
});
process.exitCode = status;
