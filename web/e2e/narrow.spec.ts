import { expect, test, type Browser } from '@playwright/test';

import type { DemoLogin } from '@lodestone/api/testing';

import { SCREENS, expectScreen, type Lang, type Screen } from './support/screens';
import { signInContext } from './support/session';

// The cheap part of the picture book (screenshots.spec.ts, on demand) that runs in `npm test`: every
// screen once, at phone width, answers its status, shows its heading and needs no sideways scrolling.
// One browser page per few screens of an account walks them in turn, instead of a context and a
// full-page picture per screen; each screen is measured once its network is idle (3 s at most).
const PHONE = { width: 360, height: 800 };

/** Screens per test: a few, so the tests spread over the workers and each stays well inside its timeout. */
const CHUNK = 5;

async function walk(
  browser: Browser,
  baseURL: string | undefined,
  login: DemoLogin | undefined,
  screens: Screen[],
) {
  const context = await browser.newContext({ viewport: PHONE });
  if (login) await signInContext(context, baseURL, login);
  const page = await context.newPage();
  for (const screen of screens) {
    // Languages alternate over the whole list, so both are opened at phone width.
    const lang: Lang = SCREENS.indexOf(screen) % 2 === 0 ? 'en' : 'ru';
    await test.step(`${screen.name} (${lang})`, async () => {
      const response = await page.goto(screen.path(lang));
      await expectScreen(page, response, screen, lang);
      // What the page loads after hydration (a table, a chart) may widen it too; a screen that keeps a
      // connection open (live monitoring) is measured when the wait runs out.
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${screen.name} scrolls sideways at 360 px`).toBeLessThanOrEqual(PHONE.width);
    });
  }
  await context.close();
}

for (const login of [undefined, 'steve', 'editor', 'admin'] as const) {
  const screens = SCREENS.filter((screen) => screen.login === login);
  // Launcher mode sticks to the browser session, so each such screen gets a walk of its own.
  const others = screens.filter((screen) => !screen.launcherMode);
  const chunks = [
    ...screens.filter((screen) => screen.launcherMode).map((screen) => [screen]),
    ...Array.from({ length: Math.ceil(others.length / CHUNK) }, (_, index) =>
      others.slice(index * CHUNK, (index + 1) * CHUNK),
    ),
  ];
  for (const chunk of chunks) {
    const who = login ? `of ${login}` : 'of a visitor';
    test(`screens ${who} fit a 360 px phone: ${chunk.map(({ name }) => name).join(', ')}`, async ({
      browser,
      baseURL,
    }) => {
      await walk(browser, baseURL, login, chunk);
    });
  }
}
