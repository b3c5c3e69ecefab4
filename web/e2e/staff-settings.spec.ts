import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';
import { signInContext } from './support/session';

// The owner's site settings end to end: a saved social link shows on the home page and in the footer
// on the next load, a switched-off payment method leaves the pay page; no restart in between.

test.beforeEach(async ({ context }) => {
  // Three pages and two saves each, on a shared machine.
  test.setTimeout(90_000);
  await signInContext(context, test.info().project.use.baseURL, 'admin');
});

async function openSettings(page: Page) {
  await page.goto('/en/staff/settings');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Social links' })).toBeVisible();
}

async function saveSection(page: Page, id: string, title: string) {
  await page.getByTestId(`settings-${id}`).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title}: saved.`)).toBeVisible({ timeout: 15_000 });
}

test('the admin changes a social link and sees it on the home page and in the footer without a restart', async ({
  page,
}) => {
  await openSettings(page);
  const social = page.getByTestId('settings-social');
  const field = social.getByLabel('YouTube', { exact: true });
  const before = await field.inputValue();

  // A bad address is refused beside its field, in words.
  await field.fill('youtube.com/@nowhere');
  await social.getByRole('button', { name: 'Save' }).click();
  await expect(social.getByText('A link starts with http:// or https://')).toBeVisible();

  const address = `https://youtube.com/@lodestone_${Date.now().toString(36)}`;
  await field.fill(address);
  await social.getByLabel('YouTube subscribers').fill('4242');
  await saveSection(page, 'social', 'Social links');

  await page.goto('/en');
  await hydrated(page);
  const youtube = page.locator('a[data-network="youtube"]');
  await expect(youtube.first()).toHaveAttribute('href', address);
  await expect(youtube.first()).toContainText('4,242');
  await page.goto('/en/rules');
  await hydrated(page);
  await expect(page.locator('footer a[data-network="youtube"]')).toHaveAttribute('href', address);

  await openSettings(page);
  await page.getByTestId('settings-social').getByLabel('YouTube', { exact: true }).fill(before);
  await saveSection(page, 'social', 'Social links');
});

test('the admin switches a payment method off and the pay page no longer offers it', async ({ page }) => {
  await page.goto('/en/pay');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Cryptocurrency' })).toBeVisible();

  await openSettings(page);
  const payments = page.getByTestId('settings-payments');
  await payments.getByRole('checkbox', { name: 'Cryptocurrency' }).uncheck();
  await saveSection(page, 'payments', 'Payments');

  await page.goto('/en/pay');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Bank card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cryptocurrency' })).toHaveCount(0);

  // Back on for the other tests, which pay by any method.
  await openSettings(page);
  await page.getByTestId('settings-payments').getByRole('checkbox', { name: 'Cryptocurrency' }).check();
  await saveSection(page, 'payments', 'Payments');
  await page.goto('/en/pay');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Cryptocurrency' })).toBeVisible();
});

test("the admin's default language greets a visitor whose browser speaks neither ru nor en", async ({
  page,
  browser,
  baseURL,
}) => {
  // `/` is the home page in the visitor's language: the page's `lang` says which one it chose.
  const visit = async () => {
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'de-DE,de' } });
    const html = await (await visitor.request.get(`${baseURL ?? ''}/`)).text();
    await visitor.close();
    return /<html[^>]* lang="(\w+)"/.exec(html)?.[1];
  };
  expect(await visit()).toBe('ru');

  const chooseLanguage = async (name: string) => {
    await openSettings(page);
    const defaults = page.getByTestId('settings-defaults');
    await defaults.getByRole('combobox', { name: 'Default language' }).click();
    await page.getByRole('option', { name }).click();
    await saveSection(page, 'defaults', 'Defaults');
  };
  await chooseLanguage('English');
  expect(await visit()).toBe('en');
  // Back to Russian for the other tests.
  await chooseLanguage('Russian');
  expect(await visit()).toBe('ru');
});
