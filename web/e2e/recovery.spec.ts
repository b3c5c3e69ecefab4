import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';

import { E2E_API_URL, captchaToken } from './support/session';

// Password reset as a player does it: the letter lands in the stack's outbox (no SMTP in the test
// stack), the test opens the link from it.

async function registerPlayer(nickname: string, password: string) {
  const response = await fetch(`${E2E_API_URL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: nickname,
      email: `${nickname.toLowerCase()}@example.com`,
      password,
      passwordConfirmation: password,
      acceptOffer: true,
      acceptPrivacy: true,
      acceptRules: true,
      recaptcha: await captchaToken(),
    }),
  });
  expect(response.status).toBe(200);
}

async function letterTo(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (raw.includes(`To: ${address}`)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no letter to ${address}`);
}

test('a player resets a forgotten password through the letter and signs in with the new one', async ({
  page,
}) => {
  test.skip(!process.env.E2E_DATA_DIR, 'reads the outbox of the stack this run started');
  const nickname = `Reset_${Date.now().toString(36).slice(-6)}`;
  const email = `${nickname.toLowerCase()}@example.com`;
  await registerPlayer(nickname, 'first-password-1');

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/en/reset');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-solved', 'true');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('letter-sent')).toContainText(email);

  const letter = await simpleParser(await letterTo(email));
  expect(letter.subject).toBe('Lodestone: password reset');
  const link = /http:\/\/\S+\/en\/reset\?code=[A-Za-z0-9_%-]+/.exec(letter.text ?? '')?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);
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
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('alert')).toContainText('The link is not valid any more');
});

test('an empty or made-up code opens nothing', async ({ page }) => {
  for (const code of ['', 'made-up-code-123']) {
    await page.goto(`/ru/reset?code=${code}`);
    await expect(page.getByRole('alert')).toContainText('Ссылка больше не действует');
    await expect(page.locator('input[name=password]')).toHaveCount(0);
  }
});
