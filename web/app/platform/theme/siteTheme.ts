import type { SiteThemeDataFieldsFragment } from '../../generated/graphql';

/**
 * The theme's fields (docs/product.md#looks), as the api's `SiteThemeData` schema declares them (the type is
 * generated from the `SiteThemeDataFields` fragment). A site theme or a profile cover swaps these values;
 * every accent, glow and gradient on the site reads them through CSS variables, so a new theme needs no
 * new CSS, and Mantine's primary colour is built from `accent1` (`mantineThemeFor`).
 */
export type SiteThemeData = Omit<SiteThemeDataFieldsFragment, '__typename'>;

export const defaultSiteTheme: SiteThemeData = {
  accent1: '#8b5cf6',
  accent2: '#22d3ee',
  glowUltraLight: 'rgba(139, 92, 246, 0.08)',
  glowLight: 'rgba(139, 92, 246, 0.28)',
  glowDark: 'rgba(76, 29, 149, 0.55)',
  backgroundTabTransparent: 'rgba(139, 92, 246, 0.1)',
  tripleGradient1: '#8b5cf6',
  tripleGradient2: '#6366f1',
  tripleGradient3: '#22d3ee',
  doubleGradient1: '#8b5cf6',
  doubleGradient2: '#22d3ee',
  buttonGlow: '0 0 18px rgba(139, 92, 246, 0.45)',
  buttonGlowHover: '0 0 28px rgba(139, 92, 246, 0.7)',
  graphAccent: '#8b5cf6',
  graphText: '#a1a1b5',
  graphMarker: '#22d3ee',
};

/** `accent1` -> `--ls-accent1`, `glowUltraLight` -> `--ls-glow-ultra-light`. */
export function themeVariableName(field: keyof SiteThemeData): string {
  return `--ls-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function siteThemeVariables(theme: SiteThemeData): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const field of Object.keys(theme) as (keyof SiteThemeData)[]) {
    variables[themeVariableName(field)] = theme[field];
  }
  // Derived once here so components never repeat the gradient recipes.
  variables['--ls-gradient-double'] =
    `linear-gradient(135deg, ${theme.doubleGradient1} 0%, ${theme.doubleGradient2} 100%)`;
  variables['--ls-gradient-triple'] =
    `linear-gradient(135deg, ${theme.tripleGradient1} 0%, ${theme.tripleGradient2} 50%, ${theme.tripleGradient3} 100%)`;
  return variables;
}
