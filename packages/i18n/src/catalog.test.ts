import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The server messages' catalog as `lingui extract` finds it in the packages' sources, beside
// the PO files it was extracted to. Reading the sources (not the PO files alone) is what
// catches a message added without its translation, or a wording changed without `pnpm
// i18n:extract`.
const config = getConfig({ cwd: fileURLToPath(new URL("..", import.meta.url)) });
let sources: Record<string, { message?: string }>;
let catalogs: Record<string, Record<string, { translation?: string }>>;

// Extraction parses every source file of the packages with Babel: 1.5 s on an idle machine,
// many times that while the rest of the suite shares its two cores.
beforeAll(async () => {
  const [catalog] = await getCatalogs(config);
  sources = (await catalog!.collect()) ?? {};
  catalogs = await catalog!.readAll();
}, 120_000);

describe("the server messages' catalog", () => {
  it("finds the packages' messages", () => {
    expect(sources).toHaveProperty("emailTaken.message", "This e-mail is already registered.");
    expect(Object.keys(sources).length).toBeGreaterThan(90);
  });

  it("translates every server message into Arabic", () => {
    const untranslated = Object.keys(sources).filter((code) => !catalogs.ar?.[code]?.translation?.trim());
    expect(untranslated).toEqual([]);
  });

  it("holds the English the packages word (extracted since the last change)", () => {
    const stale = Object.entries(sources)
      .filter(([code, { message }]) => catalogs.en?.[code]?.translation !== message)
      .map(([code]) => code);
    expect(stale).toEqual([]);
  });
});
