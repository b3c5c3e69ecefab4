import { expect, test, type Locator, type Page } from '@playwright/test';

import { hydrated, landedOn, openAccountMenu } from './support/page';
import { HAS_OUTBOX, lettersIn, sitePathIn, waitForLetter } from './support/outbox';
import { newPlayer, uniqueNickname } from './support/players';
import { apiSignIn, E2E_API_URL, signInContext } from './support/session';

// Issue 30, points 10–12, as a player goes through them: sign up and confirm the address, the header
// once signed in at phone and desktop widths, a friend request's notice, the launcher with no agent.

const TEXT = {
  en: {
    create: 'Create account',
    offer: 'I accept the public offer',
    privacy: 'I accept the privacy policy',
    rules: 'I accept the rules',
    welcome: 'Welcome to Lodestone!',
    letter: 'Lodestone: confirm your email',
    confirmed: 'Email confirmed',
    failed: 'The link did not work',
    download: 'Download the launcher',
    server: 'Choose a server',
    topUp: 'Top up',
    retry: 'Try again',
    retrying: 'Looking for the launcher…',
    resend: 'Send the letter again',
    resent: 'We have sent the letter again',
    tooSoon: 'Too many attempts',
  },
  ru: {
    create: 'Создать аккаунт',
    offer: 'Принимаю публичную оферту',
    privacy: 'Принимаю политику конфиденциальности',
    rules: 'Принимаю правила',
    welcome: 'Добро пожаловать в Lodestone!',
    letter: 'Lodestone: подтвердите почту',
    confirmed: 'Почта подтверждена',
    failed: 'Ссылка не сработала',
    download: 'Скачать лаунчер',
    server: 'Выбрать сервер',
    topUp: 'Пополнить',
    retry: 'Проверить снова',
    retrying: 'Ищем лаунчер…',
    resend: 'Отправить письмо ещё раз',
    resent: 'Мы отправили письмо ещё раз',
    tooSoon: 'Слишком много попыток',
  },
} as const;

for (const lang of ['en', 'ru'] as const) {
  const text = TEXT[lang];

  test(`${lang}: a new player signs up, confirms the address from the letter and is told what to do next`, async ({
    page,
  }) => {
    test.skip(!HAS_OUTBOX, 'reads the outbox of the stack this run started');
    test.setTimeout(60_000);
    const nickname = uniqueNickname('Welcome');
    const email = `${nickname.toLowerCase()}@example.com`;
    await page.goto(`/${lang}/register`);
    await hydrated(page);
    await page.locator('input[name=login]').fill(nickname);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('welcome-path-42');
    await page.locator('input[name=passwordConfirmation]').fill('welcome-path-42');
    await page.getByLabel(text.offer).check();
    await page.getByLabel(text.privacy).check();
    await page.getByLabel(text.rules).check();
    await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-solved', 'true');
    await page.getByRole('button', { name: text.create }).click();

    // The first page is the welcome page, not a cabinet tab.
    await landedOn(page, `/${lang}/welcome`);
    await expect(page.getByRole('heading', { level: 1, name: text.welcome })).toBeVisible();
    const steps = page.getByTestId('welcome-steps');
    await expect(steps.getByRole('link', { name: text.download })).toHaveAttribute(
      'href',
      `/${lang}/download`,
    );
    await expect(steps.getByRole('link', { name: text.server })).toHaveAttribute('href', `/${lang}/servers`);
    await expect(steps.getByRole('link', { name: text.topUp })).toHaveAttribute('href', `/${lang}/pay`);

    // The letter came in the page's language. The player asks for it again: a notice says where it went,
    // a second letter arrives, and a third ask within the minute is refused with the api's reason.
    const firstLink = sitePathIn(
      await waitForLetter(email, text.letter),
      new RegExp(`^/${lang}/confirm-email$`),
    );
    await steps.getByRole('button', { name: text.resend }).click();
    await expect(steps.getByRole('status')).toContainText(text.resent);
    await expect.poll(async () => (await lettersIn(email, text.letter)).length).toBe(2);
    await steps.getByRole('button', { name: text.resend }).click();
    await expect(steps.getByRole('alert')).toContainText(text.tooSoon);
    // The newest letter's link confirms the address once; the first letter's link no longer works.
    const link = sitePathIn(await waitForLetter(email, text.letter), new RegExp(`^/${lang}/confirm-email$`));
    expect(link).not.toBe(firstLink);
    await page.goto(link);
    await expect(page.getByTestId('email-confirmation')).toHaveAttribute('data-confirmed', 'true');
    await expect(page.getByText(text.confirmed)).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(text.failed)).toBeVisible();
  });

  test(`${lang}: the launcher with no agent offers the download and a retry that shows its progress`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/launcher/servers`);
    await hydrated(page);
    const notice = page.getByTestId('launcher-no-agent');
    await expect(notice.getByRole('link', { name: text.download })).toHaveAttribute(
      'href',
      `/${lang}/download`,
    );
    // The progress shows for a moment (at least 800 ms): an observer set up before the click records
    // every text the status takes, so a busy machine polling past that moment cannot miss it.
    await notice.getByRole('status').evaluate((status) => {
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      new MutationObserver(() => seen.push(status.textContent)).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await notice.getByRole('button', { name: text.retry }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts.join('\n')),
      )
      .toContain(text.retrying);
    await expect(notice.getByRole('status')).toBeEmpty();
    await expect(notice.getByRole('button', { name: text.retry })).toBeEnabled();
  });
}

/** Signs a fresh player in; the header then shows their nickname and balance. */
async function signedInPlayer(page: Page, baseURL: string | undefined) {
  const player = await newPlayer('Header');
  await signInContext(page.context(), baseURL, player.login, player.password);
  return player;
}

for (const width of [320, 360]) {
  test(`the signed-in header fits a ${width} px phone; the drawer shows the nickname and the balance`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    const { login } = await signedInPlayer(page, baseURL);
    await page.goto('/en/servers');
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    const account = drawer.getByTestId('account-menu');
    await expect(account).toBeVisible();
    await expect(account).toContainText(login);
    await expect(account).toContainText('₽');
    await expect(drawer.getByRole('link', { name: new RegExp(login) })).toBeVisible();
  });
}

/**
 * Each visible label of the header with the number of lines its text takes: the text's own boxes, so a
 * button taller than its line height (the Download button) is not counted as two lines.
 */
function headerLabelLines(header: Locator) {
  return header.evaluate((element) =>
    [
      ...element.querySelectorAll(
        'nav a, [data-testid="account-menu"] p, a[href$="/download"], a[href$="/login"]',
      ),
    ]
      .filter((node) => node.getBoundingClientRect().width > 0)
      .map((node) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return { label: node.textContent, lines: Math.max(tops.size, 1) };
      }),
  );
}

test('the signed-in header keeps each label on one line at 1280 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { login } = await signedInPlayer(page, baseURL);
  await page.goto('/en/servers');
  await hydrated(page);
  const header = page.getByTestId('site-header');
  const account = header.getByTestId('account-menu');
  await expect(account).toContainText(login);
  await expect(header.getByRole('link', { name: 'Download' })).toBeVisible();
  const lineHeights = await headerLabelLines(header);
  expect(lineHeights.length).toBeGreaterThan(3);
  for (const entry of lineHeights) expect(entry, entry.label).toMatchObject({ lines: 1 });
  const box = await header.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(72);
});

// Russian labels are longer: the header is checked at each width in both languages, signed out and
// signed in with the longest nickname a player may take (16 characters of the widest letter).
for (const lang of ['ru', 'en'] as const) {
  test(`${lang}: the header fits on one row from 320 to 1920 px, signed out and signed in`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The header follows the width through CSS alone: one page load, then the window is resized.
    const widthsChecked = async (signedIn: boolean) => {
      await page.goto(`/${lang}/servers`);
      await hydrated(page);
      const header = page.getByTestId('site-header');
      for (const width of [320, 360, 768, 1024, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${signedIn ? 'signed in' : 'signed out'}, ${width} px`;
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            message: where,
          })
          .toBeLessThanOrEqual(0);
        expect((await header.boundingBox())?.height, where).toBeLessThanOrEqual(72);
        for (const entry of await headerLabelLines(header))
          expect(entry, `${where}: ${entry.label}`).toMatchObject({ lines: 1 });
      }
    };
    await widthsChecked(false);
    const player = await newPlayer('Wwwwwwwww');
    await signInContext(page.context(), baseURL, player.login, player.password);
    await widthsChecked(true);
  });
}

test('a friend request shows as a count on the account control and in its menu', async ({
  page,
  baseURL,
}) => {
  const receiver = await newPlayer('Friend');
  const sender = await newPlayer('Asker');
  const { accessId, accessToken } = await apiSignIn(sender.login, sender.password);
  const sent = await fetch(`${E2E_API_URL}/api/user/friends/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-id': accessId, 'access-token': accessToken },
    body: JSON.stringify({ nickname: receiver.login }),
  });
  expect(sent.status).toBe(200);

  await signInContext(page.context(), baseURL, receiver.login, receiver.password);
  await page.goto('/en/news');
  await expect(page.getByRole('link', { name: /1 friend request waiting/ })).toBeVisible();
  await openAccountMenu(page);
  const item = page.getByRole('menuitem', { name: /Friend requests/ });
  await expect(item.getByTestId('friend-requests-count')).toHaveText('1');
  await item.click();
  await expect(page).toHaveURL(`/en/${receiver.login}/friends/requests`);
  await expect(page.getByText(sender.login)).toBeVisible();
});

test('a player in the launcher sees no admin tab, and the ban page is not headed as a ban', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer('Plain');
  await signInContext(page.context(), baseURL, player.login, player.password);
  await page.goto('/en/launcher/settings/ram');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Memory' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Administration' })).toHaveCount(0);

  await page.goto('/en/launcher/ban');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bans');
  await expect(page.getByText('Account banned')).toHaveCount(0);
});
