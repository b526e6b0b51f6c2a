import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as it is now. One scan; a failure names
 * each rule with the offending elements (selector, markup and axe's summary of what to fix).
 *
 * Legacy mode runs axe in the page itself (the portal has no frames) instead of finishing the scan in
 * a second blank page, and only violations are reported: the same findings in about a third of the time.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}
