import { expect, test } from '@playwright/test';

// The 2FA step through the real chain (page → its action → gateway → api). The bot protocol itself is
// tested in the api against a local Telegram Bot API (api/src/modules/twoFactor/twoFactor.test.ts).

test('a sign-in waiting for the bot shows the account and ends clearly when its challenge is gone', async ({
  page,
  context,
}) => {
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([
    {
      name: 'pending_2fa',
      value: encodeURIComponent(JSON.stringify({ userId: 1, login: 'steve', avatarOrSkin: null })),
      domain: hostname,
      path: '/',
    },
    {
      name: 'pending_2fa_challenge',
      value: 'a-challenge-the-api-never-issued',
      domain: hostname,
      path: '/',
      httpOnly: true,
    },
  ]);
  await page.goto('/en/2fa');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in confirmation' })).toBeVisible();
  await expect(page.getByText('steve', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This sign-in request is no longer valid', {
    timeout: 10_000,
  });
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/en(\?notify=signed-out)?$/);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('pending_2fa');
});

test('with nothing pending, the 2FA step sends the visitor back', async ({ page }) => {
  await page.goto('/ru/2fa?return_to=%2Fru%2Frules');
  await expect(page).toHaveURL('/ru/rules');
});
