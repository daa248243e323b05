// Builds the service worker (src/sw/sw.ts, Serwist and the push listeners) into public/sw.js,
// one minified script, before `next build`. The output is not committed (.gitignore).
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

await build({
  entryPoints: [fileURLToPath(new URL("../src/sw/sw.ts", import.meta.url))],
  outfile: fileURLToPath(new URL("../public/sw.js", import.meta.url)),
  tsconfig: fileURLToPath(new URL("../src/sw/tsconfig.json", import.meta.url)),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  // Serwist's development logging is left out.
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
});
