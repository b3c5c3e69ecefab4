import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

// The account tabs of the cabinet against the real api, each test with a player of its own.

test('sessions: this device is marked, another one is ended from here', async ({
  page,
  context,
  browser,
}) => {
  const player = await newPlayer('Sess');
  const baseURL = test.info().project.use.baseURL;
  const other = await browser.newContext();
  await signInContext(other, baseURL, player.login, player.password);
  await signInContext(context, baseURL, player.login, player.password);

  await page.goto('/en/cabinet/sessions');
  await hydrated(page);
  // Registration, the other browser and this one.
  await expect(page.getByTestId('session-row')).toHaveCount(3);
  await expect(page.locator('[data-testid=session-row][data-current]')).toContainText('This device');
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page.getByText('Every other session has ended')).toBeVisible();
  await expect(page.getByText('1 active session')).toBeVisible();

  const otherPage = await other.newPage();
  await otherPage.goto('/en/cabinet/sessions');
  await expect(otherPage).toHaveURL(/\/en\/login\?return_to=/);
  await other.close();
});

test('privacy: hiding the last-online time is kept', async ({ page, context }) => {
  const player = await newPlayer('Priv');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/ru/cabinet/privacy');
  await hydrated(page);
  const toggle = page.getByRole('switch', { name: 'Скрывать, когда я был в сети' });
  await expect(toggle).not.toBeChecked();
  // Enabled once the current setting has loaded; Mantine's input is visually hidden behind its track.
  await expect(toggle).toBeEnabled();
  await toggle.click({ force: true });
  await expect(page.getByText('Сохранено')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Скрывать, когда я был в сети' })).toBeChecked();
});

test('password: a wrong current password is explained, a right one changes it', async ({ page, context }) => {
  const player = await newPlayer('Pass');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/password');
  await hydrated(page);
  await page.locator('input[name=currentPassword]').fill('not-it');
  await page.locator('input[name=password]').fill('quartz-pass-2');
  await page.locator('input[name=passwordConfirmation]').fill('quartz-pass-2');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await page.locator('input[name=currentPassword]').fill(player.password);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The password is changed')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Password changed' })).toBeVisible();
});

test('email: the four forms begin with a code to the current address', async ({ page, context }) => {
  const player = await newPlayer('Mail');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/email');
  await hydrated(page);
  await expect(page.getByText(/Your email: ma\*\*\*@example\.com/)).toBeVisible();
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText('Enter the code we sent to your current email.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
});
