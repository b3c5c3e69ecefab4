import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Opens the header's account menu and returns its "Sign out" item. It waits for hydration first: after a
 * sign-in the browser lands on a freshly server-rendered page, and a click before React has taken over
 * opens nothing. The click is repeated until the menu shows, for the same reason.
 */
export async function openAccountMenu(page: Page, signOutName = 'Sign out'): Promise<Locator> {
  await hydrated(page);
  const signOut = page.getByRole('menuitem', { name: signOutName });
  await expect(async () => {
    // The menu's code arrives after hydration; until then the control is a link to the cabinet.
    if (!(await signOut.isVisible()))
      await page.locator('[data-testid="account-menu"][aria-haspopup="menu"]').click();
    await expect(signOut).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return signOut;
}

/**
 * Waits until the page has landed on `path` after a redirect that announces a notice
 * (`?notify=registered`, `?notify=signed-out`, ...): once React has taken over it shows the notice and
 * drops the parameter, so the address settles only after hydration, which on a busy machine takes
 * longer than an assertion's default wait.
 */
export async function landedOn(page: Page, path: string): Promise<void> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`${escaped}(\\?notify=[a-z-]+)?$`));
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`${escaped}$`));
}

/** Signs out through the header's account menu and waits for the home page it lands on. */
export async function signOutThroughMenu(page: Page, lang: 'en' | 'ru' = 'en'): Promise<void> {
  await (await openAccountMenu(page)).click();
  await landedOn(page, `/${lang}`);
}
