import { expect, test } from '@playwright/test';

test('an unknown page is a real 404 Page not found in both languages', async ({ page, request }) => {
  expect((await request.get('/ru/no-such-page')).status()).toBe(404);
  expect((await request.get('/en/no/such/page')).status()).toBe(404);
  expect((await request.get('/de')).status()).toBe(404);

  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(screen).toContainText('Error 404 · Not Found');
  await expect(page).toHaveTitle('Page Not Found - Lodestone');

  await page.goto('/ru/no/such/page');
  await expect(page.getByTestId('error-screen').getByRole('heading', { level: 1 })).toHaveText(
    'Страница не найдена',
  );
});

test('the error page shows Internal Server Error with the status, its message and the description', async ({
  page,
}) => {
  const response = await page.goto('/en/error?status=503&message=Back%20in%20five%20minutes');
  expect(response?.status()).toBe(503);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(screen).toContainText('Error 503 · Service Unavailable');
  await expect(screen).toContainText('Back in five minutes');
  // The request's id, which the site's, the gateway's and the api's log lines carry, to quote to staff.
  const requestId = response?.headers()['x-request-id'] ?? '';
  expect(requestId).toMatch(/^[\w-]{8,}$/);
  await expect(screen.getByTestId('error-reference')).toHaveText(
    `Request id: ${requestId} (quote it when you write to us)`,
  );

  const fallback = await page.goto('/ru/error');
  expect(fallback?.status()).toBe(500);
  await expect(page.getByTestId('error-screen')).toContainText('Ошибка 500');
  await expect(page.getByTestId('error-reference')).toContainText(
    `Номер запроса: ${fallback?.headers()['x-request-id'] ?? ''}`,
  );

  // A page that was not found names no request: nothing failed on the server.
  await page.goto('/en/no-such-page-at-all/really');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByTestId('error-reference')).toHaveCount(0);
});

test('a fatal error in the page leads to the error page', async ({ page }) => {
  await page.goto('/en/rules');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    setTimeout(() => {
      void Promise.reject(new Error('The rules exploded'));
    }, 0);
  });
  await expect(page).toHaveURL(/\/en\/error\?status=500&message=The%20rules%20exploded/);
  await expect(page.getByTestId('error-screen')).toContainText('The rules exploded');
});
