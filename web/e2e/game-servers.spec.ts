import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';
import { E2E_API_URL, signInContext } from './support/session';

/** Counts the browser's Monitoring queries (the page's polling) from now on. */
function countMonitoringQueries(page: Page): { count: () => number; reset: () => void } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('query Monitoring'))
      count += 1;
  });
  return {
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

/** A heartbeat through the real system API, with the server's own token that the demo seed issued. */
async function heartbeat(slug: string, online: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const tokens = JSON.parse(await readFile(path.join(dataDir, 'demo-server-tokens.json'), 'utf8')) as Record<
    string,
    string
  >;
  const response = await fetch(`${E2E_API_URL}/api-system/server/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-token': tokens[slug] ?? '' },
    body: JSON.stringify({
      events: [
        { id: `e2e-${Date.now()}`, type: 'heartbeat', at: new Date().toISOString(), online, tps: 19.7 },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

test('monitoring refreshes every 5 s only while the window has focus', async ({ page }) => {
  await page.clock.install();
  const queries = countMonitoringQueries(page);
  await page.goto('/en/stats');
  await hydrated(page);
  // The first HTML already holds the numbers.
  await expect(page.getByTestId('monitoring-hitech')).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  queries.reset();
  await heartbeat('hitech', 77);
  await page.clock.runFor(16_000);
  expect(queries.count()).toBe(0);
  await expect(page.getByTestId('monitoring-hitech').getByTestId('monitoring-online')).not.toContainText(
    '77 /',
  );

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.clock.runFor(5_100);
  await expect.poll(() => queries.count()).toBeGreaterThan(0);
  // The gateway and the api each keep anonymous answers for 2 s, so the first refresh after the report may
  // still carry the old figure; the page's own next refreshes (5 s of its clock each) bring the new one.
  const online = page.getByTestId('monitoring-hitech').getByTestId('monitoring-online');
  await expect
    .poll(
      async () => {
        const text = await online.innerText();
        if (!text.includes('77 /')) await page.clock.runFor(5_100);
        return text;
      },
      { timeout: 20_000 },
    )
    .toContain('77 /');
});

test('a server page draws its online chart, and periods switch through the URL', async ({ page }) => {
  await page.goto('/en/stats/hitech');
  // The chart's code (recharts) is fetched once its place nears the viewport, after hydration.
  await expect(page.getByTestId('online-chart').locator('svg').first()).toBeVisible({ timeout: 15_000 });
  await page.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByTestId('online-chart').locator('svg').first()).toBeVisible();
});

test('tops switch between tabs and servers', async ({ page }) => {
  await page.goto('/en/top/playtime');
  await hydrated(page);
  await expect(page.getByTestId('top-table')).toHaveAttribute('data-type', 'online');
  await expect(page.getByTestId('top-table').locator('tbody tr').first()).toBeVisible();
  await page.getByRole('tab', { name: 'By coins' }).click();
  await expect(page).toHaveURL(/\/en\/top\/coins$/);
  await expect(page.getByTestId('top-table')).toHaveAttribute('data-type', 'coins');
  await page.goto('/en/top/playtime/hitech');
  await expect(page.getByTestId('top-table').locator('tbody tr')).not.toHaveCount(0);
});

test('a signed-in player likes and unlikes a profile', async ({ page, context, baseURL }) => {
  await signInContext(context, baseURL, 'editor');
  await page.goto('/en/Wizard_1000/statistics');
  await hydrated(page);
  // The chart sits below the profile's figures and is drawn once its place nears the viewport.
  await page.getByTestId('playtime-chart-place').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('playtime-chart')).toBeVisible();
  const like = page.getByTestId('profile-like');
  const before = Number(/\d+/.exec(await like.innerText())?.[0] ?? '0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(String(before + 1));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(String(before));
});
