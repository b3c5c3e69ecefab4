/**
 * The spec's theme fields (§3 'Theme data'). A site theme or a profile cover (later issues) swaps these
 * values; every accent, glow and gradient on the site reads them through CSS variables, so a new theme
 * needs no new CSS.
 */
export interface SiteThemeData {
  accent1: string;
  accent2: string;
  glowUltraLight: string;
  glowLight: string;
  glowDark: string;
  backgroundTabTransparent: string;
  tripleGradient1: string;
  tripleGradient2: string;
  tripleGradient3: string;
  doubleGradient1: string;
  doubleGradient2: string;
  buttonGlow: string;
  buttonGlowHover: string;
  graphAccent: string;
  graphText: string;
  graphMarker: string;
}

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
