import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Arrows point down inside the package. From the top:
// - adapters, which put the domains to work: the package's entry points, the tRPC and REST
//   adapters over HTTP, the site's API, and the test helpers;
// - the domains (`routers/<domain>/`), which may use one another;
// - the base every domain stands on: audited writes and record services (`admin/`), form
//   schemas, storage, mail, the registry of record kinds, tRPC's procedures …
// A lower layer never imports a higher one.

const src = dirname(fileURLToPath(import.meta.url));

const adapters = ["index.ts", "root.ts", "site.ts", "http/trpc.ts", "http/documents.ts", "rest/", "testing/"];
const layerOf = (file: string) =>
  adapters.some((prefix) => file === prefix || (prefix.endsWith("/") && file.startsWith(prefix)))
    ? 2
    : file.startsWith("routers/")
      ? 1
      : 0;
const layerNames = ["the base", "a domain", "an adapter"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests may use anything (a storage test, say, calls the procedures that store files).
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The files of this package a file imports (statically, by re-export or dynamically). */
function localImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gms),
    ...source.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(src, resolve(dirname(file), specifier)));
}

describe("the layers of @wro/api", () => {
  it("import only their own layer or a lower one", () => {
    const upward = sourceFiles(src).flatMap((path) => {
      const file = relative(src, path);
      return localImports(path)
        .filter((target) => layerOf(target) > layerOf(file))
        .map(
          (target) =>
            `${file} (${layerNames[layerOf(file)]}) imports ${target} (${layerNames[layerOf(target)]})`,
        );
    });
    expect(upward).toEqual([]);
  });

  it("tells the layers apart", () => {
    expect([
      layerOf("admin/write.ts"),
      layerOf("routers/faq/service.ts"),
      layerOf("rest/handler.ts"),
    ]).toEqual([0, 1, 2]);
    expect(localImports(join(src, "root.ts"))).toContain("routers/faq/router.ts");
  });
});
