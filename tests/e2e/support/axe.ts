import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const options: Axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/**
 * What axe finds on the page as it is now (WCAG 2.1 A and AA, and best practice), one line a
 * violation. axe runs in the page itself, injected once per document: @axe-core/playwright
 * injected it again for every call and merged frames no page of ours has, which cost about half
 * a second a screen on 2 cores (1.0–2.2 s against 0.5–0.9 s, measured on five admin screens).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // A dialog still fading in has text at part of its contrast: wait for the page's finite
    // transitions and animations to end (a spinner's never does), so axe reads the settled page.
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const { violations } = await axe.run(document, runOptions);
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, options);
}
