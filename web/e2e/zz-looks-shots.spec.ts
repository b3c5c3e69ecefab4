import { test } from '@playwright/test';
import sharp from 'sharp';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

test('shots', async ({ page, context }) => {
  const player = await newPlayer('Shot');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/profile');
  await hydrated(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('skin-upload').click();
  const skin = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 30, g: 160, b: 90, alpha: 1 } } }).png().toBuffer();
  await (await chooser).setFiles({ name: 'skin.png', mimeType: 'image/png', buffer: skin });
  await page.getByText('The skin is saved').waitFor();
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-upload').click();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } }).jpeg().toBuffer();
  await (await chooser2).setFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('The avatar is saved').waitFor();
  await page.screenshot({ path: '/tmp/looks-shots/cabinet-profile.png', fullPage: true });
  await page.goto('/ru/cabinet/theme');
  await page.screenshot({ path: '/tmp/looks-shots/cabinet-theme.png', fullPage: true });
  await page.goto('/en/cabinet/cover/glow');
  await page.screenshot({ path: '/tmp/looks-shots/cabinet-cover.png', fullPage: true });
  await page.getByTestId('cover-octarine').getByRole('button', { name: 'Choose' }).click();
  await page.getByText('The cover is on your profile').waitFor();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/en/${player.login}/friends`);
  await page.screenshot({ path: '/tmp/looks-shots/profile-friends-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/en/steve/friends`);
  await page.screenshot({ path: '/tmp/looks-shots/steve-friends.png', fullPage: true });
});
