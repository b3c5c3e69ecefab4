import { expect, test } from '@playwright/test';

import { hydrated, landedOn, signOutThroughMenu } from './support/page';
import { uniqueNickname } from './support/players';
import { signInContext } from './support/session';

// Accounts through the real stack: the forms post to the web server, which signs in through the gateway
// and the api and keeps the credentials in HttpOnly cookies.

test('a visitor registers, lands signed in, signs out and signs in again', async ({ page, context }) => {
  // Two captcha proofs and a sign-out that is a document POST (three page loads): room on a busy machine.
  test.setTimeout(60_000);
  const nickname = uniqueNickname('Player');
  await page.goto('/en/register');
  await hydrated(page);
  await page.locator('input[name=login]').fill(nickname);
  await page.locator('input[name=email]').fill(`${nickname.toLowerCase()}@example.com`);
  await page.locator('input[name=password]').fill('emerald-sword-42');
  await page.locator('input[name=passwordConfirmation]').fill('emerald-sword-42');
  await page.getByLabel('I accept the public offer').check();
  await page.getByLabel('I accept the privacy policy').check();
  await page.getByLabel('I accept the rules').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await landedOn(page, '/en/welcome');
  await expect(page.getByText('Welcome to Lodestone! Your account is ready')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toContainText(nickname);
  const cookies = await context.cookies();
  const token = cookies.find(({ name }) => name === 'access_token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  // Page JavaScript never sees the token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');

  await signOutThroughMenu(page);
  await expect(page.getByText('You have signed out')).toBeVisible();

  await page.goto('/en/login');
  await page.getByLabel('Nickname or email').fill(`${nickname.toLowerCase()}@example.com`);
  await page.locator('input[name=password]').fill('emerald-sword-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByText('You have signed in')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toContainText(nickname);
});

test('registration explains what is wrong, in the page language, and keeps the form', async ({ page }) => {
  await page.goto('/ru/register');
  await hydrated(page);
  await page.locator('input[name=login]').fill('steve');
  await page.locator('input[name=email]').click();
  await expect(page.getByText('Этот никнейм уже занят')).toBeVisible();
  await page.locator('input[name=password]').fill('emerald-sword-42');
  await page.locator('input[name=passwordConfirmation]').fill('emerald-sword-43');
  await page.locator('input[name=login]').click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
});

test('a wrong password is refused with a translated message and no session', async ({ page, context }) => {
  await page.goto('/ru/login');
  await page.getByLabel('Никнейм или почта').fill('steve');
  await page.locator('input[name=password]').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toContainText('Неверный логин или пароль');
  await expect(page.getByLabel('Никнейм или почта')).toHaveValue('steve');
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('access_token');
});

test('sign-in returns to the page that asked for it', async ({ page }) => {
  await page.goto('/en/cabinet/sessions');
  await expect(page).toHaveURL('/en/login?return_to=%2Fen%2Fcabinet%2Fsessions');
  await page.getByLabel('Nickname or email').fill('steve');
  await page.locator('input[name=password]').fill('steve-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/en/cabinet/sessions');
});

test('permissions come from the api: the editor may create news, a player may not', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const editor = await browser.newContext();
  await signInContext(editor, baseURL, 'editor');
  const editorPage = await editor.newPage();
  const allowed = await editorPage.goto('/en/news/create');
  expect(allowed?.status()).toBe(200);

  const player = await browser.newContext();
  await signInContext(player, baseURL, 'steve');
  const playerPage = await player.newPage();
  const refused = await playerPage.goto('/en/news/create');
  expect(refused?.status()).toBe(404);
  await editor.close();
  await player.close();
});

test('a session ended elsewhere signs this browser out on its next page', async ({ page, context }) => {
  await signInContext(context, test.info().project.use.baseURL);
  await page.goto('/en/cabinet/privacy');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const cookies = await context.cookies();
  const accessId = cookies.find(({ name }) => name === 'access_id')?.value ?? '';
  const accessToken = cookies.find(({ name }) => name === 'access_token')?.value ?? '';
  const { E2E_API_URL } = await import('./support/session');
  await fetch(`${E2E_API_URL}/api/user/auth/logout`, {
    method: 'POST',
    headers: { 'access-id': decodeURIComponent(accessId), 'access-token': decodeURIComponent(accessToken) },
  });
  // A fresh tab: the old one may itself react to the ended session while the next page loads.
  await page.close();
  const next = await context.newPage();
  const response = await next.goto('/en/cabinet/privacy');
  await expect(next).toHaveURL(/\/en\/login\?return_to=/);
  expect(response?.status()).toBe(200);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('access_token');
});
