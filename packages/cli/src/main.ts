// `pnpm wro …`: internal scripts calling the api's typed procedures (see cli.ts).
import { createCaller } from "@wro/api";
import { hashPassword } from "@wro/auth/password";
import { configuredTarget, createDatabase, legacyUploadsDir, recordAuthSecret } from "@wro/db";
import { firstAdminFromEnv, setUpDatabase } from "@wro/db/setup";
import { runCli } from "./cli.ts";
import { authSecret, invocationDir } from "./env.ts";

const status = await runCli(process.argv.slice(2), {
  async open() {
    const database = createDatabase();
    return {
      api: createCaller({ db: database.db, caller: { kind: "system", name: "cli" } }),
      close: database.close,
    };
  },
  async migrate({ seed }) {
    const target = configuredTarget();
    await setUpDatabase({
      target,
      legacyUploadsDir,
      firstAdmin: seed ? () => firstAdminFromEnv(hashPassword) : undefined,
    });
    if (!authSecret) return;
    const database = createDatabase(target);
    try {
      await recordAuthSecret(database.db, authSecret);
    } finally {
      await database.close();
    }
  },
  target: configuredTarget(),
  output: { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  cwd: invocationDir,
});
// Exit now: the migration engine (WebAssembly) leaves a ten-second timer behind after `migrate`.
process.exit(status);
