import type { Static } from 'typebox';

import type { SiteThemeData as SiteThemeDataSchema } from './looks.schemas.js';

/**
 * docs/product.md#looks theme data: every colour the site's accents, glows, gradients and charts read. A site theme
 * swaps all of them for the player who chose it. One shape: the schema in looks.schemas.ts, which the web
 * receives as the generated GraphQL type.
 */
export type SiteThemeData = Static<typeof SiteThemeDataSchema>;

/**
 * `permission`: the hook for themes and covers a role unlocks (its abilities, the store's issue): a
 * dotted permission path the player's groups must grant; null means free for everyone.
 */
export interface CatalogueItem {
  id: string;
  permission: string | null;
}

export interface SiteTheme extends CatalogueItem {
  data: SiteThemeData;
}

function theme(
  id: string,
  permission: string | null,
  [accent1, accent2, middle]: [string, string, string],
  rgb: string,
  deepRgb: string,
): SiteTheme {
  return {
    id,
    permission,
    data: {
      accent1,
      accent2,
      glowUltraLight: `rgba(${rgb}, 0.08)`,
      glowLight: `rgba(${rgb}, 0.28)`,
      glowDark: `rgba(${deepRgb}, 0.55)`,
      backgroundTabTransparent: `rgba(${rgb}, 0.1)`,
      tripleGradient1: accent1,
      tripleGradient2: middle,
      tripleGradient3: accent2,
      doubleGradient1: accent1,
      doubleGradient2: accent2,
      buttonGlow: `0 0 18px rgba(${rgb}, 0.45)`,
      buttonGlowHover: `0 0 28px rgba(${rgb}, 0.7)`,
      graphAccent: accent1,
      graphText: '#a1a1b5',
      graphMarker: accent2,
    },
  };
}

/** The first one is the site's default (the same values as the web's built-in theme). */
export const SITE_THEMES: readonly SiteTheme[] = [
  theme('amethyst', null, ['#8b5cf6', '#22d3ee', '#6366f1'], '139, 92, 246', '76, 29, 149'),
  theme('emerald', null, ['#10b981', '#a3e635', '#22c55e'], '16, 185, 129', '6, 78, 59'),
  theme('crimson', null, ['#ef4444', '#f59e0b', '#f97316'], '239, 68, 68', '127, 29, 29'),
  theme('ocean', null, ['#0ea5e9', '#6366f1', '#3b82f6'], '14, 165, 233', '12, 74, 110'),
  theme('gold', 'looks.themes.gold', ['#eab308', '#fde68a', '#f59e0b'], '234, 179, 8', '113, 63, 18'),
];

export const COVER_KINDS = ['art', 'glow', 'style'] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

const free = (ids: string[]): CatalogueItem[] => ids.map((id) => ({ id, permission: null }));

/** docs/product.md#looks cover options; the web draws each from the theme's colours, so covers follow the theme. */
export const COVERS: Record<CoverKind, readonly CatalogueItem[]> = {
  art: [...free(['sunset', 'aurora']), { id: 'abyss', permission: 'looks.covers.abyss' }],
  glow: free(['wave', 'octarine', 'starry', 'amber']),
  style: free(['geometry', 'circles', 'wave', 'fragments']),
};
