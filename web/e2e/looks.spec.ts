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
