import type { MetaDescriptor } from 'react-router';

import enScreens from '../../i18n/en/screens.json';
import { getI18n } from '../i18n/getI18n';
import { routeMetaByName, type RouteMeta } from '../routing/routeMeta';
import { metaLanguage, pageMeta, privatePageMeta, type MetaArgsLike } from './pageMeta';

/** A screen with a title and description in the `screens` catalogue. */
export type ScreenName = keyof typeof enScreens;

/** Pages for search engines: public, not the launcher's, not internal or transitional. */
export function isIndexable(meta: RouteMeta | undefined): boolean {
  if (!meta) return false;
  return (
    meta.type === 'default' &&
    !meta.permission &&
    !meta.isLauncherPage &&
    meta.layout !== 'empty' &&
    meta.layout !== 'compact' &&
    !meta.name.startsWith('development-') &&
    !meta.name.startsWith('oauth-') &&
    meta.name !== 'error'
  );
}

/** Title '{screen title} - Lodestone' and the description of a screen from the `screens` catalogue. */
export function screenMeta(
  args: MetaArgsLike,
  screen: ScreenName,
  values?: Record<string, string>,
): MetaDescriptor[] {
  // A run-time key: i18next 27's per-key interpolation types cannot apply (see ScreenFrame).
  const t = getI18n(metaLanguage(args)).t as unknown as (
    key: string,
    values: Record<string, string>,
  ) => string;
  const title = t(`screens:${screen}.title`, values ?? {});
  if (!isIndexable(routeMetaByName(screen))) return privatePageMeta(args, title);
  return pageMeta(args, { title, description: t(`screens:${screen}.description`, values ?? {}) });
}

export function isScreenName(value: unknown): value is ScreenName {
  return typeof value === 'string' && Object.hasOwn(enScreens, value);
}
