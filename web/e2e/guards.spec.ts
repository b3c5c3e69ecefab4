import { expect, test } from '@playwright/test';

import { sessionCookie, signInContext } from './support/session';

// docs/product.md#navigation's navigation guards, with real sessions signed in through the api.
let SIGNED_IN: { cookie: string };
test.beforeAll(async () => {
  SIGNED_IN = { cookie: await sessionCookie('steve') };
});
const PENDING_2FA = {
  cookie: `pending_2fa=${encodeURIComponent(JSON.stringify({ userId: 1, login: 'Steve', avatarOrSkin: null }))}`,
};

async function location(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers?: Record<string, string>,
) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers().location };
}

test('visitors go from protected pages to login with return_to, and see public ones', async ({ request }) => {
  expect(await location(request, '/ru/cabinet/bonus')).toEqual({
    status: 302,
    location: '/ru/login?return_to=%2Fru%2Fcabinet%2Fbonus',
  });
  expect(await location(request, '/en/pay')).toEqual({
    status: 302,
    location: '/en/login?return_to=%2Fen%2Fpay',
  });
  expect(await location(request, '/en/launcher/settings/ram')).toEqual({
    status: 302,
    location: '/en/launcher/login?return_to=%2Fen%2Flauncher%2Fsettings%2Fram',
  });
  expect((await request.get('/ru/rules')).status()).toBe(200);
});

test('signed-in players open protected pages and are sent away from auth pages', async ({ request }) => {
  expect((await request.get('/ru/cabinet/bonus', { headers: SIGNED_IN })).status()).toBe(200);
  expect(await location(request, '/ru/login?return_to=%2Fru%2Fstore', SIGNED_IN)).toEqual({
    status: 302,
    location: '/ru/store',
  });
  expect(await location(request, '/ru/login?return_to=%2F%2Fevil.example', SIGNED_IN)).toEqual({
    status: 302,
    location: '/ru',
  });
});

test('a pending second factor holds every page on 2fa except logout', async ({ request }) => {
  expect(await location(request, '/en/store', PENDING_2FA)).toEqual({
    status: 302,
    location: '/en/2fa?return_to=%2Fen%2Fstore',
  });
  expect((await request.get('/en/2fa', { headers: PENDING_2FA })).status()).toBe(200);
  expect(await location(request, '/en/2fa?return_to=%2Fen%2Fstore', SIGNED_IN)).toEqual({
    status: 302,
    location: '/en/store',
  });
});

test('launcher mode is remembered for the session and keeps to launcher pages', async ({ page, context }) => {
  await page.goto('/ru/store?host=127.0.0.1:5123');
  await expect(page).toHaveURL('/ru/launcher');
  const cookie = (await context.cookies()).find(({ name }) => name === 'launcher_host');
  expect(cookie?.value).toBe(encodeURIComponent('http://127.0.0.1:5123'));
  expect(cookie?.expires).toBe(-1);

  await page.goto('/en/rules');
  await expect(page).toHaveURL('/en/launcher');
  await page.goto('/en/launcher/servers');
  await expect(page).toHaveURL('/en/launcher/servers');
  await expect(page.getByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
});

test('a host that is not this machine does not start launcher mode', async ({ request }) => {
  expect((await request.get('/ru/rules?host=evil.example:80')).status()).toBe(200);
});

test('a page needing a permission the visitor lacks is 404 Page not found', async ({ page }) => {
  const response = await page.goto('/en/news/create');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Lodestone');
});

test('a bare GET or a cross-site POST of logout signs nobody out (issue 13, finding 10)', async ({
  context,
}) => {
  await signInContext(context, test.info().project.use.baseURL);
  const get = await context.request.get('/en/logout', { maxRedirects: 0 });
  expect(get.status()).toBe(200);
  const forged = await context.request.post('/en/logout', {
    headers: { origin: 'https://evil.example' },
    form: {},
    maxRedirects: 0,
  });
  // Refused (React Router's own origin check answers before the site's 403).
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  const names = (await context.cookies()).map(({ name }) => name);
  expect(names).toContain('access_token');
});

test('logout clears the credentials and warns', async ({ page, context }) => {
  await signInContext(context, test.info().project.use.baseURL);
  await page.goto('/en/logout');
  await expect(page).toHaveURL('/en');
  await expect(page.getByText('You have signed out')).toBeVisible();
  const names = (await context.cookies()).map(({ name }) => name);
  expect(names).not.toContain('access_token');
});
