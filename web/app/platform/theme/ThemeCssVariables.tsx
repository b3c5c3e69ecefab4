import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  useMantineStyleNonce,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

/** The variables Mantine's own stylesheet already declares: only the ones a theme changes are written. */
const MANTINE_DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const changed = (own: Record<string, string>, defaults: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([name, value]) => defaults[name] !== value));
  return {
    variables: changed(input.variables, MANTINE_DEFAULTS.variables),
    light: changed(input.light, MANTINE_DEFAULTS.light),
    dark: changed(input.dark, MANTINE_DEFAULTS.dark),
  };
}

/**
 * The `:root` stylesheet Mantine's provider writes for a theme (`MantineCssVariables`, with its default
 * selector and deduplication), worked out the way it does it: Mantine's variables for the merged theme,
 * the site's resolver over them, those equal to Mantine's defaults left out.
 */
export function themeCssVariables(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), resolver(merged));
  return convertCssVariables(withoutDefaults(variables));
}

/** Worked out themes; a site has a handful (the default and the players' themes), kept up to a bound. */
const MAX_REMEMBERED = 64;
const remembered = new Map<string, string>();

export interface ThemeCssVariablesProps {
  theme: MantineThemeOverride;
  resolver: CSSVariablesResolver;
  /** What makes this theme and resolver differ from another pair: the same key, the same stylesheet. */
  cacheKey: string;
}

/**
 * Mantine's theme variables, worked out once per theme instead of on every render: Mantine's own
 * component merges and converts ~600 variables each time, ~1 ms of every server render (~2.5 % of the
 * site server's CPU on a signed-in page). Rendered in `MantineProvider` with `withCssVariables={false}`;
 * the markup is Mantine's (`ThemeCssVariables.test.tsx` holds them equal).
 */
export function ThemeCssVariables({ theme, resolver, cacheKey }: ThemeCssVariablesProps) {
  const nonce = useMantineStyleNonce();
  let css = remembered.get(cacheKey);
  if (css === undefined) {
    css = themeCssVariables(theme, resolver);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(cacheKey, css);
  }
  if (!css) return null;
  return <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: css }} />;
}
