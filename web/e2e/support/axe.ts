import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { hydrated } from './page';

/** No serious or critical violation of WCAG 2.1 A/AA on the page as it is once hydrated. */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  await hydrated(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * The language the `index`th page of a list is checked in: ru and en alternate. The two render the same
 * components (web/app/i18n/catalogues.test.ts proves they have the same keys), so each stays under axe
 * at half the cost of checking every page twice.
 */
export function alternatingLanguage(index: number): 'ru' | 'en' {
  return index % 2 === 0 ? 'ru' : 'en';
}
