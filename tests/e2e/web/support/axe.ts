import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical axe violations. Fluent's focus manager (tabster) adds aria-hidden
 * focus-redirect <i> elements on purpose; they are a known false positive of aria-hidden-focus
 * (microsoft/tabster#288), so they are left out of the scan.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
