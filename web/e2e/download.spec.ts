import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';

// Issue 30, item 1: the launcher could be downloaded nowhere. A player finds the download page from the
// start page, the header or the launcher's own page, gets their system's installer first, and the click
// is counted by the api (through the referral variant when they came by an invitation link).

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The installers live on the publishing host (LAUNCHER_DOWNLOAD_URL): the test stands in for it. */
async function standInInstallerHost(page: Page) {
  await page.route('https://lodestone.example/**', (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${new URL(route.request().url()).pathname.split('/').pop() ?? ''}"`,
      },
      body: 'installer',
    }),
  );
}

/** The GraphQL answer of the counting mutation a click sends. */
function countAnswer(page: Page, operation: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(operation),
  );
}

test.describe('on Windows', () => {
  test.use({ userAgent: WINDOWS });

  test('a player goes from the start page to the download page and gets the Windows installer, counted', async ({
    page,
  }) => {
    await standInInstallerHost(page);
    await page.goto('/en/start');
    await hydrated(page);
    await page.getByTestId('start-steps').getByRole('link', { name: 'Download the launcher' }).click();
    await expect(page).toHaveURL('/en/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the launcher' })).toBeVisible();

    const first = page.getByTestId('download-installer').first();
    await expect(first).toHaveAttribute('data-system', 'windows');
    await expect(first.getByText('Your system')).toBeVisible();
    await expect(page.getByTestId('download-installer')).toHaveCount(3);

    const counted = countAnswer(page, 'CountLauncherDownload');
    const download = page.waitForEvent('download');
    await first.getByRole('link', { name: 'Download for Windows' }).click();
    const answer = (await (await counted).json()) as {
      data: { countLauncherDownload: { counted: boolean } };
    };
    expect(typeof answer.data.countLauncherDownload.counted).toBe('boolean');
    expect((await download).suggestedFilename()).toBe('LodestoneLauncher-Setup.exe');
  });

  test('the launcher page opened without the launcher links to the download page', async ({ page }) => {
    await page.goto('/en/launcher');
    await hydrated(page);
    await page.getByTestId('launcher-no-agent').getByRole('link', { name: 'Download the launcher' }).click();
    await expect(page).toHaveURL('/en/download');
    await expect(page.getByTestId('download-installer').first()).toHaveAttribute('data-system', 'windows');
  });
});

test.describe('on Linux', () => {
  test.use({ userAgent: LINUX, locale: 'ru-RU' });

  test('приглашённый игрок скачивает лаунчер из шапки сайта, и загрузка засчитывается пригласившему', async ({
    page,
  }) => {
    await standInInstallerHost(page);
    // The invitation link leaves its cookie and opens the home page.
    await page.goto('/r/steve_invites');
    await expect(page).toHaveURL('/ru');
    await hydrated(page);
    await page.getByTestId('site-header').getByRole('link', { name: 'Скачать' }).click();
    await expect(page).toHaveURL('/ru/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Скачать лаунчер' })).toBeVisible();
    const first = page.getByTestId('download-installer').first();
    await expect(first).toHaveAttribute('data-system', 'linux');
    await expect(first.getByText('Ваша система')).toBeVisible();

    const counted = countAnswer(page, 'CountReferralLauncherDownload');
    const download = page.waitForEvent('download');
    await first.getByRole('link', { name: 'Скачать для Linux' }).click();
    const answer = await counted;
    expect(answer.request().postDataJSON()).toMatchObject({ variables: { code: 'steve_invites' } });
    expect(answer.status()).toBe(200);
    expect((await download).suggestedFilename()).toBe('LodestoneLauncher.AppImage');
  });
});

test('the api counts a visitor once a day for each system', async ({ request, baseURL }) => {
  // Through the site's own /graphql, as the page does: the gateway exposes the call.
  const count = () =>
    request.post('/graphql', {
      data: {
        query: 'mutation($input: DownloadRequestInput!) { countLauncherDownload(input: $input) { counted } }',
        variables: { input: { system: 'macos' } },
      },
      headers: { origin: new URL(baseURL ?? 'http://127.0.0.1').origin },
    });
  expect((await count()).status()).toBe(200);
  const again = (await (await count()).json()) as { data: { countLauncherDownload: { counted: boolean } } };
  expect(again.data.countLauncherDownload.counted).toBe(false);
});
