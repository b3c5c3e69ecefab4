import { mkdirSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { SCREENS, expectScreen } from './support/screens';
import { signInContext } from './support/session';

// The picture book, on demand only (`npm run shots`, after `npm run build`; not part of `npm test`):
// every screen in both languages, both colour schemes, at phone and desktop widths, written to
// /tmp/shots/ (or SHOTS_DIR) for a person to look at. Each shot first asserts that the screen answered
// its status and shows its heading in the `main` landmark, in the asked scheme, without sideways
// scrolling, so a broken screen fails instead of being photographed.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

const VARIANTS = (['ru', 'en'] as const).flatMap((lang) =>
  (['dark', 'light'] as const).flatMap((scheme) => [360, 1280].map((width) => ({ lang, scheme, width }))),
);

for (const screen of SCREENS) {
  for (const { lang, scheme, width } of VARIANTS) {
    test(`screenshot ${screen.name} ${lang} ${scheme} ${width}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      // Mantine keeps the chosen scheme in localStorage; ColorSchemeScript applies it before paint.
      await context.addInitScript((value) => {
        localStorage.setItem('mantine-color-scheme-value', value);
      }, scheme);
      if (screen.login) await signInContext(context, baseURL, screen.login);
      const page = await context.newPage();
      const response = await page.goto(screen.path(lang));
      await expectScreen(page, response, screen, lang);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // Lazy covers below the fold would show as empty boxes in a full-page picture.
      await page.evaluate(() => {
        for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      });
      await page.waitForLoadState('networkidle');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `${SHOTS_DIR}/${screen.name}-${lang}-${scheme}-${width}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
}
