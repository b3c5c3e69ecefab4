import { expect, test } from '@playwright/test';

import { FAKE_OAUTH_URL, FAKE_OAUTH_USER_COOKIE, type FakeOauthUser } from './support/fakeServices';
import { hydrated, landedOn } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

// Issue 31: a player links Discord (its OAuth 2.0, against the local provider in Discord's shape of
// web/e2e/support/fakeOauthProvider.ts), shows it on the profile through cabinet/authorization/update,
// and Discord is never offered as a way to sign in (docs/product.md#oauth).

test('a player links Discord, shows it on the profile, and hides it again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = await newPlayer('Linker');
  await signInContext(context, baseURL, player.login, player.password);
  const person: FakeOauthUser = {
    sub: `discord-${player.login.toLowerCase()}`,
    email: `${player.login.toLowerCase()}@discord.example`,
    name: `Alex ${player.login}`,
    given_name: 'AlexBuilds',
  };
  // Who this browser is signed in as at the provider.
  await context.addCookies([
    { name: FAKE_OAUTH_USER_COOKIE, value: encodeURIComponent(JSON.stringify(person)), url: FAKE_OAUTH_URL },
  ]);
  const discord = page.getByTestId('provider-discord');

  await test.step('Discord sits among the other accounts, not the ways to sign in', async () => {
    await page.goto('/en/cabinet/authorization');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Other accounts' })).toBeVisible();
    await expect(discord).toContainText('Not linked');
    await expect(page.getByTestId('provider-youtube')).toContainText('Not linked');
    // Telegram is linked through the two-factor bot, managed on its tab.
    await expect(page.getByTestId('bot-link-telegram')).toContainText('Not linked');
  });

  await test.step('linking goes through Discord and comes back linked', async () => {
    // The page is already at /en/cabinet/authorization: wait for the round trip through the provider
    // (the site, the provider, the api's code exchange and Discord's users/@me) to land back, which on a
    // busy machine takes longer than an assertion's default wait.
    const landed = page.waitForURL(/\/en\/cabinet\/authorization\?notify=linked$/, { timeout: 30_000 });
    await discord.getByRole('link', { name: 'Link' }).click();
    await landed;
    await landedOn(page, '/en/cabinet/authorization');
    await expect(discord).toContainText('Linked: @alexbuilds');
    await expect(discord.getByRole('link', { name: '@alexbuilds' })).toHaveAttribute(
      'href',
      /^https:\/\/discord\.com\/users\/\d+$/,
    );
  });

  const profileLinks = page.getByTestId('profile-links');

  await test.step('shown on the profile once the player says so', async () => {
    await page.goto(`/en/${player.login}/statistics`);
    await expect(page.getByTestId('profile-last-online')).toBeVisible();
    await expect(profileLinks).toHaveCount(0);
    await page.goto('/en/cabinet/authorization');
    await hydrated(page);
    const show = discord.getByRole('switch', { name: 'Show on my profile' });
    await show.click();
    await expect(show).toBeChecked();
    await expect(page.getByText('Shown on your profile')).toBeVisible();
    await page.goto(`/en/${player.login}/statistics`);
    await expect(profileLinks.getByRole('link', { name: 'Discord: @alexbuilds' })).toHaveAttribute(
      'href',
      /^https:\/\/discord\.com\/users\/\d+$/,
    );
    await expect(profileLinks).toContainText('@alexbuilds');
  });

  await test.step('hidden again, and never a sign-in button', async () => {
    await page.goto('/en/cabinet/authorization');
    await hydrated(page);
    const show = discord.getByRole('switch', { name: 'Show on my profile' });
    await show.click();
    await expect(show).not.toBeChecked();
    await expect(page.getByText('Hidden from your profile')).toBeVisible();
    await page.goto(`/en/${player.login}/statistics`);
    await expect(page.getByTestId('profile-last-online')).toBeVisible();
    await expect(profileLinks).toHaveCount(0);
    // Off the signed-in page first: its scripts notice the session going and would navigate at the
    // same moment as the visit below (net::ERR_ABORTED).
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto('/en/login');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discord' })).toHaveCount(0);
  });
});
