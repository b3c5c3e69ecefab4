import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

// Looks against the real stack: a skin goes through the upload, the 3D preview and the public profile.

const skinPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 30, g: 160, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

test('a skin: uploaded in the cabinet, shown in 3D, its head on the public profile', async ({
  page,
  context,
}) => {
  const player = await newPlayer('Skin');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/profile');
  await hydrated(page);
  await expect(page.getByText('No skin yet')).toBeVisible();
  await page.getByText('Slim arms').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('skin-upload').click();
  await (await chooser).setFiles({ name: 'skin.png', mimeType: 'image/png', buffer: await skinPng() });
  await expect(page.getByText('The skin is saved')).toBeVisible();
  // 3D where the browser has WebGL (the test browser runs with the GPU off: the flat texture then).
  await expect(page.getByTestId('skin-viewer')).toBeVisible();

  await page.goto(`/en/${player.login}/statistics`);
  await expect(page.getByTestId('player-head').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/looks\/heads\/\d+\.png$/,
  );
  const head = await page.request.get(
    (await page.getByTestId('player-head').locator('img').getAttribute('src')) ?? '',
  );
  expect(head.headers()['content-type']).toBe('image/png');
});

test('every page points authlib-injector at the Yggdrasil API, which the site forwards', async ({
  request,
}) => {
  const home = await request.get('/en');
  expect(home.headers()['x-authlib-injector-api-location']).toBe('/api-launcher/yggdrasil/');
  const meta = await request.get('/api-launcher/yggdrasil/');
  expect(meta.status()).toBe(200);
  expect((await meta.json()) as { signaturePublickey: string }).toMatchObject({
    signaturePublickey: expect.stringMatching(/BEGIN PUBLIC KEY/),
  });
});

const cssVariable = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
const accent = (page: import('@playwright/test').Page) => cssVariable(page, '--ls-accent1');
// Mantine's primary palette (filled buttons, links, tabs) is built around accent1 at shade 4.
const primary = (page: import('@playwright/test').Page) => cssVariable(page, '--mantine-color-accent-4');

test('a site theme recolours the whole site for that player, at once and after a reload', async ({
  page,
  context,
}) => {
  const player = await newPlayer('Theme');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/theme');
  await hydrated(page);
  expect(await accent(page)).toBe('#8b5cf6');
  await page.getByTestId('theme-emerald').getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('The theme is on')).toBeVisible();
  await expect.poll(() => accent(page)).toBe('#10b981');
  await expect.poll(() => primary(page)).toBe('#10b981');
  await page.goto('/en/servers');
  expect(await accent(page)).toBe('#10b981');
  expect(await primary(page)).toBe('#10b981');
});

test('a cover chosen in the cabinet shows on the public profile', async ({ page, context }) => {
  const player = await newPlayer('Cover');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/cover/style');
  await hydrated(page);
  await page.getByTestId('cover-circles').getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('The cover is on your profile')).toBeVisible();
  await page.goto(`/en/${player.login}/statistics`);
  await expect(page.getByTestId('profile-cover').first()).toHaveAttribute('data-cover', 'style-circles');
});
