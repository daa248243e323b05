import { runCli, type CliDeps } from "./cli.ts";

/** `pnpm wro …` run in-process, with what it printed to each stream. */
export async function runCaptured(argv: string[], deps: Omit<CliDeps, "output">) {
  let out = "";
  let err = "";
  const status = await runCli(argv, {
    ...deps,
    output: { out: (text) => void (out += text), err: (text) => void (err += text) },
  });
  return { status, out, err };
}
