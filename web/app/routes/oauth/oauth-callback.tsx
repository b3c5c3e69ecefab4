import { useTranslation } from 'react-i18next';

import { AuthCard } from '../../ui/AuthCard';
import { OauthFailure, isOauthProvider, providerName } from '../../features/oauth';
import { completeOauthFlow } from '../../features/oauth/index.server';
import { httpError } from '../../platform/httpError';
import { metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/oauth-callback';

/** The provider's return address (no language prefix): finishes the sign-in and moves on. */
export function loader(args: Route.LoaderArgs) {
  if (!isOauthProvider(args.params.provider)) httpError(404);
  return completeOauthFlow(args, args.params.provider);
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, 'oauth-provider', { provider: providerName(args.params.provider, metaLanguage(args)) });

export default function OauthCallbackScreen({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['screens', 'shell']);
  const provider = isOauthProvider(params.provider) ? t(`shell:providers.${params.provider}`) : '';
  return (
    <AuthCard
      title={t('screens:oauth-provider.title', { provider })}
      subtitle={t('screens:oauth-provider.description', { provider })}
    >
      <OauthFailure failure={loaderData.failure} />
    </AuthCard>
  );
}
