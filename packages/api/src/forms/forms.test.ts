import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { partnerListSchema } from "../routers/partner/schemas.ts";
import { countryOptions, PAGE_SIZES } from "./index.ts";

/** Every module the entries load, following relative imports. */
async function importGraph(...entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = async (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = await readFile(file, "utf8");
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)) {
      if (specifier!.startsWith(".")) await visit(resolve(dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  for (const entry of entries) await visit(entry);
  return { files: [...files], packages: [...packages].sort() };
}

const routers = fileURLToPath(new URL("../routers/", import.meta.url));
/** Schemas only the server reads (the site's own forms post to it): they may use @wro/auth. */
const serverOnlySchemas = new Set(["account", "auth"]);

/** Each domain's `schemas.ts`, which the admin app imports as `@wro/api/schemas/<domain>`. */
async function browserSchemas() {
  const domains = await readdir(routers, { withFileTypes: true });
  return domains
    .filter((domain) => domain.isDirectory() && !serverOnlySchemas.has(domain.name))
    .map((domain) => resolve(routers, domain.name, "schemas.ts"))
    .filter((file) => existsSync(file));
}

describe("@wro/api/forms, @wro/api/record-kinds and @wro/api/schemas/<domain>", () => {
  it("loads nothing a browser cannot: no database, no node: modules, no server SDKs", async () => {
    const { packages } = await importGraph(
      fileURLToPath(new URL("./index.ts", import.meta.url)),
      fileURLToPath(new URL("../record-kinds.ts", import.meta.url)),
      ...(await browserSchemas()),
    );
    expect(packages).toEqual([
      "@wro/auth/client",
      // Values the spec fixes; no dependencies at all.
      "@wro/constants",
      "i18n-iso-countries",
      "i18n-iso-countries/langs/ar.json",
      "i18n-iso-countries/langs/en.json",
      // Reads an image's declared size from its header; plain byte parsing, no node: modules.
      "image-size",
      "zod",
    ]);
  });

  it("offers every country with its English and Arabic name for the nationality select", () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(240);
    expect(options).toContainEqual({ code: "SA", nameEn: "Saudi Arabia", nameAr: "السعودية" });
  });

  it("defaults a list to the first page of 10 and allows only 10, 25 and 100", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
    expect(partnerListSchema.parse(undefined)).toEqual({ page: 0, pageSize: 10 });
    expect(partnerListSchema.safeParse({ pageSize: 50 }).success).toBe(false);
  });
});
