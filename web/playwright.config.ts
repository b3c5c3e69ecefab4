import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import {
  FAKE_OAUTH_PORT,
  FAKE_OAUTH_URL,
  FAKE_SERVICES_STACK_ENV,
  FAKE_TELEGRAM_PORT,
  FAKE_TELEGRAM_URL,
  FAKE_VK_PORT,
  FAKE_VK_URL,
} from './e2e/support/fakeServices';

// The whole built stack (api, gateway, web in production mode) on its own ports with fresh demo data.
// `npm test` builds first; run `npm run build` before `npm run test:e2e` on its own.
const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.E2E_API_PORT ?? '48180';
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '44100';
const webPort = process.env.E2E_WEB_PORT ?? '43100';
// The launcher agent of e2e/launcher.spec.ts: its own port and data folder, a fixed secret.
const agentPort = process.env.E2E_AGENT_PORT ?? '48710';
// E2E_BASE_URL points the tests at a stack that is already running (e.g. `react-router dev`).
const externalBaseUrl = process.env.E2E_BASE_URL;
// The stand-ins and the stack start on the Node that runs Playwright (the project's pinned Node), not on
// whichever `node` a shell finds first on PATH.
const node = JSON.stringify(process.execPath);
// Set once by the runner and inherited by its workers, so they agree on one data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lodestone-e2e-'));

// Headless Chromium's default user agent counts as a bot for react-router's streaming (it would wait
// for all data); a normal desktop Chrome agent tests what visitors get.
const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: './e2e',
  // The picture book is taken on demand (`npm run shots` sets SHOTS); `npm test` runs its cheap part,
  // e2e/narrow.spec.ts.
  testIgnore: process.env.SHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: path.join(import.meta.dirname, 'test-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Once more after a failure, everywhere (as vitest in `npm test`): a test that needed it is named in the
  // summary as flaky. Its trace is recorded on that retry only: recording every test's trace cost a fifth
  // of the suite's time, for the few that fail.
  retries: 1,
  workers: 2,
  // Two workers share two cores with the api, the gateway, the site and the stand-ins: a page that
  // settles in a second alone can take several on a busy CI machine, past the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${webPort}`,
    userAgent: DESKTOP_CHROME_UA,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        userAgent: DESKTOP_CHROME_UA,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        // Stand-ins for Google, the Telegram Bot API and VK, up before the api that talks to them.
        {
          command: `${node} --import tsx web/e2e/support/fakeOauthProvider.ts`,
          cwd: root,
          env: { E2E_OAUTH_PORT: String(FAKE_OAUTH_PORT) },
          url: `${FAKE_OAUTH_URL}/health`,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `${node} --import tsx web/e2e/support/fakeTelegramServer.ts`,
          cwd: root,
          env: { E2E_TELEGRAM_PORT: String(FAKE_TELEGRAM_PORT) },
          url: `${FAKE_TELEGRAM_URL}/health`,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `${node} --import tsx web/e2e/support/fakeVkServer.ts`,
          cwd: root,
          env: { E2E_VK_PORT: String(FAKE_VK_PORT) },
          url: `${FAKE_VK_URL}/health`,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `${node} --import tsx launcher/src/agent/main.ts`,
          cwd: root,
          env: {
            AGENT_PORT: agentPort,
            SITE_ORIGIN: `http://127.0.0.1:${webPort}`,
            API_URL: `http://127.0.0.1:${apiPort}`,
            AGENT_SECRET: 'e2e-agent-secret',
            LAUNCHER_DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'launcher-agent'),
          },
          // Without the secret the agent answers 403, which Playwright counts as up.
          url: `http://127.0.0.1:${agentPort}/progress`,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `${node} scripts/stack.mjs`,
          cwd: root,
          env: {
            API_PORT: apiPort,
            GATEWAY_PORT: gatewayPort,
            WEB_PORT: webPort,
            DATA_DIR: process.env.E2E_DATA_DIR,
            LOG_LEVEL: 'warn',
            DEMO_GAME_SERVERS: '0',
            PUBLIC_SITE_URL: `http://127.0.0.1:${webPort}`,
            // A second host of the site, as a region host would be: payments return to the host paid from.
            PUBLIC_SITE_HOSTS: `http://localhost:${webPort}`,
            PAYMENT_SUCCESS_URL: 'https://pay.lodestone.example/success',
            // The real self-hosted captcha, with less work per form so the suite stays quick.
            CAPTCHA_PROVIDER: 'pow',
            CAPTCHA_POW_DIFFICULTY: '10',
            // The tops are ranked every few seconds, so a journey sees what it just played or liked.
            TOPS_REFRESH_SECONDS: '5',
            // Google and VK sign-in, the Telegram 2FA bot and the daily bonus, against the stand-ins above.
            ...FAKE_SERVICES_STACK_ENV,
          },
          url: `http://127.0.0.1:${webPort}/ru`,
          wait: { stdout: /Lodestone is ready/ },
          timeout: 180_000,
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
});
