import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer, uniqueNickname } from './support/players';
import { E2E_API_URL, signInContext } from './support/session';

// Referrals through the real stack: the invitation link's cookie rides along with the registration form,
// the game server reports the referral's play, and the inviter's invite tab shows the coins it earned.

/**
 * A join and a leave `hours` apart through the system API, as a server plugin reports them. Play counts
 * from the UTC day of the invitation on (referralProgram.ts), so the session lies within today: the
 * hours before now when today has had them, else the hours from now on (shortly after midnight).
 */
async function play(nickname: string, hours: number): Promise<void> {
  const tokens = JSON.parse(
    await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'demo-server-tokens.json'), 'utf8'),
  ) as Record<string, string>;
  const length = hours * 3_600_000;
  const today = new Date().setUTCHours(0, 0, 0, 0);
  const before = Date.now() - 60_000 - length;
  const start = before >= today ? before : Date.now() + 60_000;
  const end = start + length;
  const response = await fetch(`${E2E_API_URL}/api-system/server/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-token': tokens.hitech ?? '' },
    body: JSON.stringify({
      events: [
        { id: `ref-j-${nickname}`, type: 'join', at: new Date(start).toISOString(), player: { nickname } },
        { id: `ref-l-${nickname}`, type: 'leave', at: new Date(end).toISOString(), player: { nickname } },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

test('a player registered by an invitation link earns the inviter coins on the invite tab', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  const inviter = await newPlayer('Inviter');
  await signInContext(context, test.info().project.use.baseURL, inviter.login, inviter.password);
  await page.goto('/en/cabinet/invite');
  await hydrated(page);
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(new RegExp(`/r/${inviter.login.toLowerCase()}$`));
  await expect(page.getByTestId('invite-total-coins')).toHaveText('0');

  // The friend follows the link, then registers through the form: the code goes with it.
  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(await link.inputValue()).pathname);
  const friend = uniqueNickname('Friend');
  await friendPage.goto('/en/register');
  await hydrated(friendPage);
  await friendPage.locator('input[name=login]').fill(friend);
  await friendPage.locator('input[name=email]').fill(`${friend.toLowerCase()}@example.com`);
  await friendPage.locator('input[name=password]').fill('emerald-sword-42');
  await friendPage.locator('input[name=passwordConfirmation]').fill('emerald-sword-42');
  await friendPage.getByLabel('I accept the public offer').check();
  await friendPage.getByLabel('I accept the privacy policy').check();
  await friendPage.getByLabel('I accept the rules').check();
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage).toHaveURL(/\/en\/welcome/);
  await friendContext.close();

  await play(friend, 2.5);
  await page.reload();
  await expect(page.getByTestId('invite-total-hours')).toHaveText('2');
  await expect(page.getByTestId('invite-total-coins')).toHaveText('6');
  await expect(page.getByTestId('invite-referrals')).toContainText(friend);
});
