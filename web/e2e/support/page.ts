import type { Locator, Page } from '@playwright/test';

/** React has taken over the server-rendered page (the root sets the flag once hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Types a code into a Mantine PinInput the way a person does, digit by digit from the first cell (the
 * component moves the focus on); `group` is the element carrying the PinInput's aria-label.
 */
export async function typeCode(group: Locator, code: string): Promise<void> {
  await group.getByRole('textbox').first().click();
  await group.page().keyboard.type(code);
}
