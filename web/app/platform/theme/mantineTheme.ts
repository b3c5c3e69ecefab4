import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

import { defaultSiteTheme, siteThemeVariables, type SiteThemeData } from './siteTheme';

// Mantine derives hover, light and outline variants from real colour values, so the primary palette
// is a tuple built around the default accent1; everything theme-specific reads the CSS variables.
const accent: MantineColorsTuple = [
  '#f3efff',
  '#e2dbfd',
  '#c3b3f7',
  '#a387f3',
  '#8b5cf6',
  '#7a4cec',
  '#7142e8',
  '#6034ce',
  '#552db9',
  '#4724a3',
];

// A deep blue-violet night for the dark scheme, so cover art and glows stand out.
const dark: MantineColorsTuple = [
  '#d5d6e3',
  '#b5b7c9',
  '#8f92a8',
  '#5f6279',
  '#3b3e52',
  '#2a2d3e',
  '#1d1f2d',
  '#151723',
  '#10111b',
  '#0b0c13',
];

export const mantineTheme = createTheme({
  primaryColor: 'accent',
  // White labels on filled buttons need shade 6 or darker for 4.5:1 contrast in both schemes.
  primaryShade: { light: 6, dark: 6 },
  colors: { accent, dark },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '800',
  },
  defaultGradient: { from: defaultSiteTheme.doubleGradient1, to: defaultSiteTheme.doubleGradient2, deg: 135 },
});

/** Puts the spec's theme fields on :root as `--ls-*` variables, plus a few surface colours per scheme. */
export function siteCssVariablesResolver(site: SiteThemeData = defaultSiteTheme): CSSVariablesResolver {
  return () => ({
    variables: siteThemeVariables(site),
    light: {
      '--ls-surface': '#ffffff',
      '--ls-surface-raised': '#f6f4fb',
      '--ls-border': 'rgba(76, 29, 149, 0.12)',
      '--ls-page-glow': site.glowUltraLight,
    },
    dark: {
      // Links on the dark surfaces read in a lighter shade than the buttons' fill (4.5:1 contrast).
      '--mantine-color-anchor': accent[3],
      '--ls-surface': '#1a1c29',
      '--ls-surface-raised': '#212436',
      '--ls-border': 'rgba(255, 255, 255, 0.07)',
      '--ls-page-glow': site.glowDark,
    },
  });
}
