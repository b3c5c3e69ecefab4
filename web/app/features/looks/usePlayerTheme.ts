import { useQuery } from '../../platform/apollo/useQuery';
import { SiteThemesDocument } from '../../generated/graphql';
import type { SiteThemeData } from '../../platform/theme/siteTheme';

/**
 * The theme the signed-in player chose, from the cache only: the root loader puts it there for the
 * first HTML, and choosing another theme rewrites it, so the whole site recolours at once.
 */
export function usePlayerTheme(): SiteThemeData | undefined {
  const themes = useQuery(SiteThemesDocument, { fetchPolicy: 'cache-only' }).data?.siteThemes;
  const chosen = themes?.themes.find((theme) => theme.id === themes.current);
  return chosen?.data ?? undefined;
}
