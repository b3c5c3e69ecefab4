import { expect, test } from '@playwright/test';

import { FAKE_OAUTH_URL, FAKE_OAUTH_USER_COOKIE, type FakeOauthUser } from './support/fakeServices';
import { HAS_OUTBOX, codeIn, waitForLetter } from './support/outbox';
import { hydrated, signOutThroughMenu, typeCode } from './support/page';
import { uniqueNickname } from './support/players';

// Issue 4 (accounts), acceptance: a first sign-in through Google against a local OAuth 2.0 provider
// (web/e2e/support/fakeOauthProvider.ts, which checks state, PKCE and the client secret), then the rule
// that the only way to sign in stays until an email and a password are set (docs/product.md#oauth).

test('a newcomer signs in with Google, picks a nickname, and may unlink Google only after setting email and password', async ({
  page,
  context,
}) => {
  test.skip(!HAS_OUTBOX, 'needs the stand-in provider and the outbox of the stack this run started');
  test.setTimeout(90_000);
  const login = uniqueNickname('Goog');
  const email = `${login.toLowerCase()}@example.com`;
  const password = 'obsidian-gate-7';
  const person: FakeOauthUser = {
    sub: `google-${login.toLowerCase()}`,
    email: `${login.toLowerCase()}@gmail.example`,
    name: `Alex ${login}`,
    given_name: 'Alex',
  };
  // Who this browser is signed in as at the provider.
  await context.addCookies([
    {
      name: FAKE_OAUTH_USER_COOKIE,
      value: encodeURIComponent(JSON.stringify(person)),
      url: FAKE_OAUTH_URL,
    },
  ]);

  await test.step('the Google button brings a newcomer back to choose a nickname', async () => {
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Google' }).click();
    await expect(page).toHaveURL(/\/en\/oauth\/google\/register\?/);
    await expect(page.getByText('Finish registration')).toBeVisible();
    const nickname = page.locator('input[name=login]');
    await expect(nickname).toHaveValue('Alex');
    await nickname.fill(login);
    await page.getByRole('button', { name: 'Create account' }).click();
    // A new account lands on the welcome page (docs/product.md, "Welcome").
    await expect(page).toHaveURL(/\/en\/welcome/);
    await expect(page.getByTestId('account-menu')).toContainText(login);
  });

  const google = page.getByTestId('provider-google');

  await test.step('the only way to sign in cannot be unlinked', async () => {
    await page.goto('/en/cabinet/authorization');
    await hydrated(page);
    await expect(google).toContainText(`Linked: ${person.name}`);
    await expect(page.getByText('No password yet: set one in the Password tab')).toBeVisible();
    await google.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This is your only way to sign in. Set an email and a password first.',
    );
    await expect(google).toContainText(`Linked: ${person.name}`);
  });

  await test.step('set a password: no current one is asked for', async () => {
    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await expect(page).toHaveURL('/en/cabinet/password');
    await expect(page.getByText('You sign in through an identity provider.', { exact: false })).toBeVisible();
    await expect(page.locator('input[name=currentPassword]')).toHaveCount(0);
    await page.locator('input[name=password]').fill(password);
    await page.locator('input[name=passwordConfirmation]').fill(password);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The password is changed')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Password set' })).toBeVisible();
  });

  await test.step('set an email: with none yet, the forms start at the new address', async () => {
    await page.getByRole('link', { name: 'Email', exact: true }).click();
    await expect(page).toHaveURL('/en/cabinet/email');
    await expect(page.getByText('The account has no email yet.')).toBeVisible();
    await page.getByLabel('New email').fill(email);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByText(`Enter the code we sent to ${email}.`)).toBeVisible();
    const letter = await waitForLetter(email, 'Lodestone: confirm your new email');
    await typeCode(page.getByLabel('Code from the letter'), codeIn(letter));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('The email is changed')).toBeVisible();
    await expect(page.getByText(/Your email: go\*\*\*@example\.com/)).toBeVisible();
  });

  await test.step('now Google unlinks', async () => {
    await page.getByRole('link', { name: 'Sign-in methods', exact: true }).click();
    await expect(page).toHaveURL('/en/cabinet/authorization');
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await google.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('The account is unlinked')).toBeVisible();
    await expect(google).toContainText('Not linked');
    await expect(google.getByRole('link', { name: 'Link' })).toBeVisible();
  });

  await test.step('the password signs in; Google no longer leads to this account', async () => {
    await signOutThroughMenu(page);
    await page.goto('/en/login');
    await page.getByLabel('Nickname or email').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-menu')).toContainText(login);
    await signOutThroughMenu(page);
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Google' }).click();
    await expect(page).toHaveURL(/\/en\/oauth\/google\/register\?/);
  });
});
