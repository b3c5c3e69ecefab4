import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

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

/** Mixes a `#rrggbb` colour toward white (amount > 0) or black (amount < 0); other colour forms pass through. */
export function shade(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const value = Number.parseInt(match[1], 16);
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (shift: number) => {
    const own = (value >> shift) & 255;
    return Math.round(own + (target - own) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * Mantine's ten shades around a theme's accent, laid out like the default palette: the accent itself at
 * index 4, lighter below, darker above (the filled shade 6 keeps white labels readable).
 */
export function accentTuple(accent1: string): MantineColorsTuple {
  return [
    shade(accent1, 0.9),
    shade(accent1, 0.75),
    shade(accent1, 0.5),
    shade(accent1, 0.25),
    accent1,
    shade(accent1, -0.08),
    shade(accent1, -0.15),
    shade(accent1, -0.28),
    shade(accent1, -0.38),
    shade(accent1, -0.48),
  ];
}

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

const themesByAccent = new Map<string, MantineThemeOverride>();

/**
 * The Mantine theme for the player's site theme: the primary palette built from its `accent1` and the
 * default gradient from its double gradient, so buttons, links, tabs and focus rings recolour with it.
 * Kept per accent so a re-render hands Mantine the same object.
 */
export function mantineThemeFor(site: SiteThemeData | undefined): MantineThemeOverride {
  if (site === undefined || site.accent1 === defaultSiteTheme.accent1) return mantineTheme;
  const key = `${site.accent1}|${site.doubleGradient1}|${site.doubleGradient2}`;
  let theme = themesByAccent.get(key);
  if (theme === undefined) {
    theme = mergeThemeOverrides(mantineTheme, {
      colors: { accent: accentTuple(site.accent1) },
      defaultGradient: { from: site.doubleGradient1, to: site.doubleGradient2, deg: 135 },
    });
    themesByAccent.set(key, theme);
  }
  return theme;
}

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
      '--mantine-color-anchor':
        site.accent1 === defaultSiteTheme.accent1 ? accent[3] : shade(site.accent1, 0.25),
      '--ls-surface': '#1a1c29',
      '--ls-surface-raised': '#212436',
      '--ls-border': 'rgba(255, 255, 255, 0.07)',
      '--ls-page-glow': site.glowDark,
    },
  });
}
