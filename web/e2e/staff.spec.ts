import { expect, test } from '@playwright/test';

import { alternatingLanguage, expectNoSeriousViolation } from './support/axe';
import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInContext(context, test.info().project.use.baseURL, 'admin');
});

test('staff find a player, end their sessions, add them to a group and read it in the audit log', async ({
  page,
}) => {
  // Registration signs the new player in: one active session to end.
  const player = await newPlayer('Audited');

  await page.goto('/en/staff/players');
  await hydrated(page);
  await page.getByTestId('player-search').fill(player.login.toLowerCase());
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('link', { name: player.login }).click();
  const card = page.getByTestId('staff-player');
  await expect(card.getByRole('heading', { name: player.login })).toBeVisible();
  const sessions = card.getByTestId('staff-sessions');
  await expect(sessions).toContainText('Active');
  await card.getByRole('button', { name: 'End all sessions' }).click();
  await expect(sessions).toContainText('Ended');
  await expect(sessions).not.toContainText('Active');

  await page.goto('/en/staff/groups');
  await hydrated(page);
  await page.getByTestId('group-select').click();
  await page.getByRole('option', { name: /^editor \(/ }).click();
  await expect(page.getByRole('heading', { name: 'Members of editor' })).toBeVisible();
  await page.getByTestId('group-member-login').fill(player.login);
  await page.getByRole('button', { name: 'Add to the group' }).click();
  await expect(page.getByTestId('group-members')).toContainText(player.login);

  await page.goto(`/en/staff/audit?query=${player.login}`);
  await hydrated(page);
  const entries = page.getByTestId('audit-entries');
  // Entries read as sentences (docs/staff.md "Audit log"), not action codes.
  await expect(entries).toContainText(`admin signed ${player.login} out everywhere`);
  await expect(entries).toContainText(`admin added ${player.login} to the group editor`);
  await expect(entries).not.toContainText('groups.members.add');
});

// One test per page: axe on a large staff table takes seconds, so a walk over all of them in one test
// outgrew its timeout on a loaded machine. Each page in one language, alternating.
const STAFF_PAGES = [
  'players?query=steve&login=steve',
  'groups',
  'servers',
  'redirects',
  'audit',
  'payments',
  'store',
  'deliveries',
  'clients',
  'settings',
];
STAFF_PAGES.forEach((path, index) => {
  const lang = alternatingLanguage(index);
  test(`axe finds no serious violation on /${lang}/staff/${path}`, async ({ page }) => {
    await page.goto(`/${lang}/staff/${path}`);
    await expectNoSeriousViolation(page);
  });
});
