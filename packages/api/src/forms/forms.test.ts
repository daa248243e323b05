import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { countryOptions, PAGE_SIZES, partnerListSchema } from "./index.ts";

/** Every module `@wro/api/forms` loads, following relative imports from its entry. */
async function importGraph(entry: string) {
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
  await visit(entry);
  return { files: [...files], packages: [...packages].sort() };
}

describe("@wro/api/forms", () => {
  it("loads nothing a browser cannot: no database, no node: modules, no server SDKs", async () => {
    const { packages } = await importGraph(fileURLToPath(new URL("./index.ts", import.meta.url)));
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
