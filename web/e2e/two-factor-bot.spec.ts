import { expect, test } from '@playwright/test';

import { FAKE_TELEGRAM_BOT_USERNAME } from './support/fakeServices';
import { hydrated, signOutThroughMenu } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';
import { buttonData, newChatId, pressButton, sendToBot, sentTo, waitForBotMessage } from './support/telegram';

// Issue 4 (accounts), acceptance: two-factor confirmation through the api's real grammY bot, talking to
// a local Telegram Bot API (web/e2e/support/fakeTelegramServer.ts). The test plays the player's Telegram
// through that server's control endpoints: /start from the deep link, then "It is me" under a sign-in.

const agentHost = `127.0.0.1:${process.env.E2E_AGENT_PORT ?? '48710'}`;

test('a player connects the Telegram bot, and the next sign-in waits for "It is me" and returns where it was going', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the stand-in Bot API of the stack this run started');
  test.setTimeout(90_000);
  const player = await newPlayer('Tfa');
  const chatId = newChatId();
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  // The deep link opens Telegram in a new tab; the test stays off the real t.me.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }),
  );

  await test.step('connect: the deep link, then /start with its payload in Telegram', async () => {
    await page.goto('/en/cabinet/2fa');
    await hydrated(page);
    await expect(page.getByText('Every sign-in can be confirmed in Telegram or VK')).toBeVisible();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Connect Telegram' }).click();
    const telegramTab = await opened;
    await telegramTab.waitForURL(/^https:\/\/t\.me\//);
    const deepLink = new URL(telegramTab.url());
    await telegramTab.close();
    expect(deepLink.pathname).toBe(`/${FAKE_TELEGRAM_BOT_USERNAME}`);
    const payload = deepLink.searchParams.get('start') ?? '';
    expect(payload).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    await expect(page.getByText('Press Start in the bot that opened.', { exact: false })).toBeVisible();

    await sendToBot(chatId, `/start ${payload}`);
    const reply = await waitForBotMessage(chatId, (message) => message.text.includes(player.login));
    expect(reply.text).toContain('is linked');
    // The tab notices by itself.
    await expect(page.getByText('Sign-in is confirmed through the bot')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('cell', { name: 'Bot connected' })).toBeVisible();
  });

  await test.step('sign out', async () => {
    await signOutThroughMenu(page);
  });

  await test.step('sign in: the 2FA step waits for the bot', async () => {
    await page.goto('/en/login?return_to=%2Fen%2Fcabinet%2F2fa');
    await page.getByLabel('Nickname or email').fill(player.login);
    await page.locator('input[name=password]').fill(player.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/en/2fa?return_to=%2Fen%2Fcabinet%2F2fa');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in confirmation' })).toBeVisible();
    await expect(page.getByText(player.login, { exact: true })).toBeVisible();
    await expect(page.getByTestId('waiting-for-bot')).toContainText('Waiting for you to press');
  });

  await test.step('"It is me" in Telegram takes the browser on to return_to, signed in', async () => {
    const question = await waitForBotMessage(
      chatId,
      (message) => message.reply_markup?.inline_keyboard !== undefined,
    );
    expect(question.text).toContain(player.login);
    await pressButton(chatId, buttonData(question, 'c:'));
    await expect(page).toHaveURL('/en/cabinet/2fa', { timeout: 15_000 });
    await expect(page.getByTestId('account-menu')).toContainText(player.login);
    await expect(page.getByText('Sign-in is confirmed through the bot')).toBeVisible();
  });

  await test.step('a launcher sign-in confirmed in the bot is kept by the agent', async () => {
    const questions = async () =>
      (await sentTo(chatId)).filter((message) => message.reply_markup?.inline_keyboard !== undefined);
    const asked = (await questions()).length;
    const launcher = await browser.newContext();
    const window = await launcher.newPage();
    await window.goto(`/en/launcher/login?host=${agentHost}#agent-secret=e2e-agent-secret`);
    await hydrated(window);
    await window.locator('input[name=login]').fill(player.login);
    await window.locator('input[name=password]').fill(player.password);
    await window.getByRole('button', { name: 'Sign in' }).click();
    await expect(window).toHaveURL(/\/en\/2fa\?return_to=.*&launcher=1$/);
    await expect.poll(async () => (await questions()).length, { timeout: 10_000 }).toBeGreaterThan(asked);
    const question = (await questions()).at(-1);
    if (question === undefined) throw new Error('no question');
    await pressButton(chatId, buttonData(question, 'c:'));
    const stored = async () => {
      const response = await fetch(`http://${agentHost}/storage/auth.access_id`, {
        headers: { 'x-agent-secret': 'e2e-agent-secret', origin: new URL(baseURL ?? '').origin },
      });
      return response.ok ? response.text() : null;
    };
    await expect.poll(stored, { timeout: 15_000 }).toMatch(/^\S+$/);
    await expect(window).toHaveURL((url) => url.pathname === '/en/launcher' && !url.hash.includes('access'));
    await launcher.close();
  });
});
