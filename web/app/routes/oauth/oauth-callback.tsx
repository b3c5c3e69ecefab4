import { useTranslation } from 'react-i18next';

import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { httpError } from '../../platform/httpError';
import { metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/oauth-callback';
import { isOAuthProvider, providerName } from '../../features/oauth/oauthProvider';

function validate({ params }: { params: { provider: string } }) {
  if (!isOAuthProvider(params.provider)) httpError(404);
  return { provider: params.provider };
}

export const loader = validate;
export const clientLoader = validate;

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, 'oauth-provider', { provider: providerName(args.params.provider, metaLanguage(args)) });

export default function OAuthCallbackScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('shell');
  return <ScreenFrame screen="oauth-provider" values={{ provider: t(`providers.${loaderData.provider}`) }} />;
}
