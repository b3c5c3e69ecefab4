import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { signInContext } from './support/session';

// The cabinet's grouped navigation, the header's account menu before hydration, and unknown profiles.

test('the cabinet groups its pages by area; on a phone one menu lists them', async ({ page, context }) => {
  await signInContext(context, test.info().project.use.baseURL);
  await page.goto('/en/cabinet/bonus');
  const nav = page.getByRole('navigation', { name: 'Cabinet sections' });
  for (const area of ['Purchases', 'Looks', 'Security', 'Money'])
    await expect(nav.getByText(area)).toBeVisible();
  // The longest label fits: nothing is cut off at 1280 px.
  const twoFactor = nav.getByRole('link', { name: 'Two-factor authentication' });
  await expect(twoFactor).toBeVisible();
  expect(await twoFactor.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  await expect(nav.getByRole('link', { name: 'Bonus' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 360, height: 740 });
  await hydrated(page);
  // The side column is gone; the phone's menu button names the open page.
  await expect(nav.getByRole('link', { name: 'Bonus' })).toHaveCount(0);
  await expect(page.getByTestId('cabinet-navigation-menu')).toHaveText('Bonus');
  await page.getByTestId('cabinet-navigation-menu').click();
  await page.getByRole('menuitem', { name: 'Sessions' }).click();
  await expect(page).toHaveURL('/en/cabinet/sessions');
  await expect(page.getByTestId('cabinet-navigation-menu')).toHaveText('Sessions');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account menu is a link to the cabinet until the page has hydrated', async ({ page, context }) => {
    await signInContext(context, test.info().project.use.baseURL);
    await page.goto('/en/rules');
    await page.getByTestId('account-menu').click();
    await expect(page).toHaveURL('/en/cabinet/bonus');
  });
});

test('a nickname that is neither an account nor a known player is a 404 on every tab', async ({
  request,
}) => {
  for (const tab of ['statistics', 'roles', 'friends']) {
    expect((await request.get(`/ru/zznobody42/${tab}`)).status(), tab).toBe(404);
  }
  expect((await request.get('/en/steve/statistics')).status()).toBe(200);
});
