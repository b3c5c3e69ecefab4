import { MantineProvider } from '@mantine/core';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { mantineThemeFor, siteCssVariablesResolver } from './mantineTheme';
import { defaultSiteTheme, type SiteThemeData } from './siteTheme';
import { ThemeCssVariables } from './ThemeCssVariables';

/** The theme variables' stylesheet as Mantine's provider writes it itself. */
function mantines(site: SiteThemeData | undefined): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={mantineThemeFor(site)} cssVariablesResolver={siteCssVariablesResolver(site)}>
      <span />
    </MantineProvider>,
  );
  return /<style data-mantine-styles="true">.*?<\/style>/s.exec(html)?.[0] ?? 'none';
}

/** The same from ThemeCssVariables, as root.tsx renders it. */
function ours(site: SiteThemeData | undefined, cacheKey: string): string {
  const html = renderToStaticMarkup(
    <MantineProvider
      theme={mantineThemeFor(site)}
      cssVariablesResolver={siteCssVariablesResolver(site)}
      withCssVariables={false}
    >
      <ThemeCssVariables
        theme={mantineThemeFor(site)}
        resolver={siteCssVariablesResolver(site)}
        cacheKey={cacheKey}
      />
    </MantineProvider>,
  );
  return /<style data-mantine-styles="true">.*?<\/style>/s.exec(html)?.[0] ?? 'none';
}

const hexColour = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

describe('ThemeCssVariables', () => {
  it('writes the default theme’s variables as Mantine’s provider does', () => {
    expect(mantines(undefined)).toContain('--ls-');
    expect(ours(undefined, 'default')).toBe(mantines(undefined));
  });

  it('writes any player theme as Mantine’s provider does, the second time from memory', () => {
    fc.assert(
      fc.property(hexColour, hexColour, hexColour, (accent1, glowDark, doubleGradient1) => {
        const site = { ...defaultSiteTheme, accent1, glowDark, doubleGradient1 };
        const key = JSON.stringify(site);
        expect(ours(site, key)).toBe(mantines(site));
        expect(ours(site, key)).toBe(mantines(site));
      }),
      { numRuns: 40 },
    );
  });
});
