import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's accessibility rules hold on the page as it is now: each violation named with the elements it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
