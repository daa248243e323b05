import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds on the page as it is now (WCAG 2.1 A and AA, and best practice), one line a
 * violation. Legacy mode runs axe in the page itself. The default merges the results in a blank
 * page it opens for every call (a new browser process: about a second a screen on 2 cores) so as
 * to test cross-origin frames, which no page of ours has.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode()
    .analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
