import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect } from 'react-router';

import { sectionLinks } from '../../features/cabinet';
import { ProfileLook } from '../../features/looks';
import { ProfileLinks } from '../../features/oauth';
import { RouteTabs, ScreenFrame } from '../../features/site';
import { PlayerLookDocument, PlayerProfileDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { findRedirectRule } from '../../platform/routing/findRedirectRule';
import { errorMeta, metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname';

/** Game nicknames: 3 to 16 letters, digits and underscores. Anything else is no player, so a 404. */
const NICKNAME = /^[A-Za-z0-9_]{3,16}$/;

// A server loader only: `/{lang}/{anything}` may also be an address staff redirected elsewhere, and
// only the server asks the api for those rules.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) httpError(404);
  const isProfileRoot = url.pathname.replace(/\/+$/, '') === `/${params.lang}/${params.nickname}`;
  if (isProfileRoot) {
    const rule = await findRedirectRule(context, url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
    if (rule) throw redirect(rule.location, rule.status);
  }
  if (!NICKNAME.test(params.nickname)) httpError(404);
  // Default redirect of docs/product.md#profiles: a profile opens on its statistics.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (isProfileRoot) throw redirect(`/${params.lang}/${params.nickname}/statistics${url.search}`, 302);
  // Every tab is a 404 for a nickname that is neither an account nor a player seen in game data: the
  // api answers 404 for it (an error, or no profile at all, turns into a 404 page here).
  const [found] = await Promise.all([
    preloadQuery(context, { query: PlayerProfileDocument, variables: { nick: params.nickname } }),
    // Players known only from game data have no site account and so no look: the header then shows
    // just the nickname.
    preloadQuery(context, { query: PlayerLookDocument, variables: { nick: params.nickname } }).catch(
      () => null,
    ),
  ]);
  if (!found.playerProfile) httpError(404);
  return { nickname: params.nickname };
}

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorMeta(args.error, metaLanguage(args))
    : screenMeta(args, 'profile-nickname', { nickname: args.params.nickname });

export default function ProfileScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  const { nickname } = loaderData;
  const base = `/${lang}/${nickname}`;
  return (
    <ScreenFrame screen="profile-nickname" values={{ nickname }}>
      <Stack gap="lg">
        <ProfileLook nickname={nickname} />
        <ProfileLinks nickname={nickname} />
        <RouteTabs
          label={t('profile-nickname.title', { nickname })}
          tabs={sectionLinks('profile-nickname').map((tab) => ({
            screen: tab.screen,
            to: `${base}/${tab.path}`,
          }))}
        />
        <Outlet />
      </Stack>
    </ScreenFrame>
  );
}
