// Reports what the built admin (dist/) makes a browser download, gzipped (level 9): the first
// load (index.html's entry and everything it imports statically; budget 160 KB), the shell,
// the dashboard screen and its lazily loaded charts.
// Builds nothing: run `pnpm --filter @wro/admin build` first.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url);
const manifestFile = new URL(".vite/manifest.json", dist);
if (!existsSync(manifestFile)) {
  console.error("No dist/.vite/manifest.json: build the admin first (pnpm --filter @wro/admin build).");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const html = readFileSync(new URL("index.html", dist), "utf8");

const gzipSize = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = staticClosure(entries);
// Anything else index.html itself references (module preloads, scripts).
for (const [, src] of html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)) initial.add(src);

/** The files `key` loads (itself and static imports) that `loaded` does not have yet. */
function beyond(loaded, keys) {
  return new Set([...staticClosure(keys)].filter((file) => !loaded.has(file)));
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const keyOf = (source) => {
  const key = Object.keys(manifest).find((name) => name.endsWith(source));
  if (!key) throw new Error(`${source} is not in the build manifest`);
  return key;
};

// What every signed-in screen adds (the shell and the API client), then the dashboard
// screen itself, then its charts (a lazy chunk of their own, loaded after the figures).
const shell = beyond(initial, [keyOf("src/shell/AppLayout.tsx")]);
const beforeDashboard = new Set([...initial, ...shell]);
const dashboard = beyond(beforeDashboard, [keyOf("src/pages/DashboardPage.tsx")]);
const charts = beyond(new Set([...beforeDashboard, ...dashboard]), [
  keyOf("src/components/DashboardCharts.tsx"),
]);

const budget = 160 * 1024;
const report = (title, files) => {
  console.log(`${title}: ${kb(total(files))} gzip in ${files.size} file(s)`);
  for (const file of files) console.log(`    ${file}  ${kb(gzipSize(file))}`);
};
report(`Initial JS (budget ${kb(budget)})`, initial);
report("Shell (every signed-in screen)", shell);
report("Dashboard screen", dashboard);
report("Dashboard charts (lazy)", charts);
if (total(initial) > budget) {
  console.error("The initial JS is over its budget.");
  process.exit(1);
}
