// `npm start`: prepare the database, build, and serve the site with the admin app on one origin.
import { spawn, spawnSync } from "node:child_process";

const port = process.env.PORT || "3000";
const host = process.env.HOST || "127.0.0.1";

function step(args) {
  const result = spawnSync("pnpm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step(["run", "db:setup"]);
step(["exec", "turbo", "run", "build", "--filter=@wro/site", "--output-logs=errors-only"]);

const base = `http://${host}:${port}`;
console.log(`
  WRO Saudi Arabia is running:
    site   ${base}/          (Arabic: ${base}/ar/)
    admin  ${base}/admin/
  Stop with Ctrl+C; data stays in .data/ (or in DATABASE_URL) for the next start.
`);

const server = spawn("pnpm", ["--filter", "@wro/site", "run", "start"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, HOST: host },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
