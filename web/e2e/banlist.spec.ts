import { expect, test } from '@playwright/test';

import { banInGame, banOnSite, listedBans } from './support/bans';
import { hydrated } from './support/page';
import { newPlayer, uniqueNickname } from './support/players';
import { signInContext } from './support/session';

// Issue 30, item 3: site bans and game bans are numbered apart, and the page's cache merged a site ban
// and a game ban with the same number: one player was named twice and the other's permanent ban vanished.

test('a site ban and a game ban with the same number both show, each with its own player', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = `Collide${Date.now().toString(36)}`;
  const sitePlayer = await newPlayer('SiteBan');
  const gamePlayer = uniqueNickname('GameBan');
  await banOnSite(sitePlayer.login, `${token} spam`, 7);
  await banInGame(gamePlayer, `${token} x-ray`);
  // Each kind has its own sequence: ban again on the side that is behind until both reach one number.
  let shared: number | undefined;
  for (let round = 0; round < 60 && shared === undefined; round += 1) {
    const bans = await listedBans(token);
    const site = Math.max(...bans.filter((ban) => ban.source === 'site').map((ban) => ban.id));
    const game = Math.max(...bans.filter((ban) => ban.source === 'game').map((ban) => ban.id));
    if (site === game) shared = site;
    else if (site < game) await banOnSite(sitePlayer.login, `${token} spam`, 7);
    else await banInGame(gamePlayer, `${token} x-ray`);
  }
  expect(shared, 'a site ban and a game ban share a number').toBeDefined();

  await signInContext(context, baseURL, 'steve');
  await page.goto(`/en/banlist?search=${token}`);
  await hydrated(page);
  const list = page.getByTestId('ban-list');
  const gameRow = list.getByRole('row').filter({ hasText: gamePlayer });
  await expect(gameRow.first()).toContainText('HiTech');
  await expect(gameRow.first()).toContainText('Permanent');
  await expect(list.getByRole('row').filter({ hasText: sitePlayer.login }).first()).toContainText('Site');
  // Every row the api lists is drawn with its own player: none is a copy of another.
  const rows = await listedBans(token);
  for (const ban of rows)
    await expect(list.getByRole('row').filter({ hasText: ban.nickname })).toHaveCount(
      rows.filter((other) => other.nickname === ban.nickname).length,
    );
});
