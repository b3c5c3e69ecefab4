import { useTranslation } from 'react-i18next';

import { AuthCard } from '../../ui/AuthCard';
import { OauthFailure, isOauthProvider, providerName } from '../../features/oauth';
import { startOauthFlow } from '../../features/oauth/index.server';
import { httpError } from '../../platform/httpError';
import { metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/oauth-redirect';

/** Sends the player to the provider's sign-in (302); shows why when it cannot. */
export function loader(args: Route.LoaderArgs) {
  if (!isOauthProvider(args.params.provider)) httpError(404);
  return startOauthFlow(args, args.params.provider);
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, 'oauth-provider-redirect', {
    provider: providerName(args.params.provider, metaLanguage(args)),
  });

export default function OauthRedirectScreen({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['screens', 'shell']);
  const provider = isOauthProvider(params.provider) ? t(`shell:providers.${params.provider}`) : '';
  return (
    <AuthCard
      title={t('screens:oauth-provider-redirect.title', { provider })}
      subtitle={t('screens:oauth-provider-redirect.description', { provider })}
    >
      <OauthFailure failure={loaderData.failure} />
    </AuthCard>
  );
}
