import { expect, test } from '@playwright/test';

import { HAS_OUTBOX, sitePathIn, waitForLetter } from './support/outbox';
import { newPlayer } from './support/players';

// Password reset as a player does it: the letter lands in the stack's outbox (no SMTP in the test
// stack), the test opens the link from it.

test('a player resets a forgotten password through the letter and signs in with the new one', async ({
  page,
}) => {
  test.skip(!HAS_OUTBOX, 'reads the outbox of the stack this run started');
  const { login: nickname, email } = await newPlayer('Reset', 'first-password-1');

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/en/reset');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-solved', 'true');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('letter-sent')).toContainText(email);

  const link = sitePathIn(await waitForLetter(email, 'Lodestone: password reset'), /^\/en\/reset$/);
  expect(link).toMatch(/^\/en\/reset\?code=[A-Za-z0-9_%-]+$/);
  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${nickname}`)).toBeVisible();
  await page.locator('input[name=password]').fill('second-password-2');
  await page.locator('input[name=passwordConfirmation]').fill('second-password-2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL('/en/login');
  await expect(page.getByText('The password is changed. Sign in with the new one.')).toBeVisible();

  await page.getByLabel('Nickname or email').fill(nickname);
  await page.locator('input[name=password]').fill('second-password-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(nickname);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('The link is not valid any more');
});

test('an empty or made-up code opens nothing', async ({ page }) => {
  for (const code of ['', 'made-up-code-123']) {
    await page.goto(`/ru/reset?code=${code}`);
    await expect(page.getByRole('alert')).toContainText('Ссылка больше не действует');
    await expect(page.locator('input[name=password]')).toHaveCount(0);
  }
});
