import { expect, test } from '@playwright/test';

import { banOnSite } from './support/bans';
import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

// Issue 30, item 4: the paid unban took 300 ₽ at one click, and a player banned on the site was told a
// game server had banned them, with no reason or end date.

for (const lang of ['en', 'ru'] as const) {
  test(`a player banned on the site sees why and until when, and confirms the price before paying (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const player = await newPlayer('Unbanned');
    await banOnSite(player.login, 'Advertising another server', 30);
    await signInContext(context, baseURL, player.login, player.password);
    const texts = {
      en: {
        title: 'You are banned on the site.',
        by: 'The site',
        buy: /Unban for/,
        confirm: 'Buy the unban?',
        cancel: 'Cancel',
      },
      ru: {
        title: 'Вы заблокированы на сайте.',
        by: 'Сайт',
        buy: /Разбан за/,
        confirm: 'Купить разбан?',
        cancel: 'Отмена',
      },
    }[lang];
    let unbanRequests = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('BuyUnban')) unbanRequests += 1;
    });

    await page.goto(`/${lang}/store`);
    await hydrated(page);
    const notice = page.getByTestId('unban-notice');
    await expect(notice.getByText(texts.title)).toBeVisible();
    await expect(notice).not.toContainText(lang === 'en' ? 'A game server' : 'Игровой сервер');
    const ban = notice.getByTestId('unban-bans');
    await expect(ban).toContainText(texts.by);
    await expect(ban).toContainText('Advertising another server');
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await expect(ban).toContainText(String(end.getUTCFullYear()));

    const buy = notice.getByRole('button', { name: texts.buy });
    const price = ((await buy.textContent()) ?? '').replace(/^\D+/, '');
    await buy.click();
    const dialog = page.getByRole('dialog', { name: texts.confirm });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(price);
    await dialog.getByRole('button', { name: texts.cancel }).click();
    await expect(dialog).toBeHidden();
    expect(unbanRequests).toBe(0);
    await expect(notice).toBeVisible();
  });
}
