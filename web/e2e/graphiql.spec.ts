import { expect, test } from '@playwright/test';

// GraphiQL is the gateway's, not the site's, but it is part of what `npm start` promises developers:
// it must render and run a query with no request leaving this machine.
const gatewayUrl = `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT ?? '44100'}/graphql`;

test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the stack started by the Playwright config');

test('GraphiQL renders offline and queries all three apis', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1')
      external.push(request.url());
  });
  const query = '{ main { totalOnline } systemStatus { database } launcherClients { items { name } } }';
  await page.goto(`${gatewayUrl}?query=${encodeURIComponent(query)}`);
  await page.locator('.graphiql-execute-button').click();
  const result = page.locator('.result-window');
  await expect(result).toContainText('"totalOnline"');
  await expect(result).toContainText('"database": "pglite"');
  await expect(result).toContainText('TechnoMagic RPG');
  expect(external).toEqual([]);
});
