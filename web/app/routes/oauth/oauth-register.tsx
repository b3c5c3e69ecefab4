import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useSearchParams, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { FormFailureAlert, fieldFailure } from '../../platform/forms/FormFailureAlert';
import { registerOauthAction } from '../../features/oauth/index.server';
import { isOauthProvider, providerName } from '../../features/oauth';
import { httpError } from '../../platform/httpError';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { metaLanguage } from '../../platform/seo/pageMeta';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/oauth-register';

export function loader({ params }: Route.LoaderArgs) {
  if (!isOauthProvider(params.provider)) httpError(404);
  return { provider: params.provider };
}

export function action(args: Route.ActionArgs) {
  if (!isOauthProvider(args.params.provider)) httpError(404);
  return registerOauthAction(args, args.params.provider);
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, 'oauth-provider-register', {
    provider: providerName(args.params.provider, metaLanguage(args)),
  });

/** First sign-in through a provider: pick the nickname (your name in the game), or use another account. */
export default function OauthRegisterScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['screens', 'shell', 'accounts', 'oauth']);
  const lang = useLanguage();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const provider = t(`shell:providers.${loaderData.provider}`);
  const failure = actionData?.failure;
  return (
    <AuthCard
      title={t('screens:oauth-provider-register.title')}
      subtitle={t('screens:oauth-provider-register.description', { provider })}
      footer={
        <Anchor component={Link} to={href('/:lang/login', { lang })}>
          {t('oauth:changeAccount')}
        </Anchor>
      }
    >
      <Form method="post" reloadDocument>
        <Stack gap="md">
          <input type="hidden" name="token" value={params.get('token') ?? ''} />
          <FormFailureAlert failure={failure} fieldNames={['login']} />
          <TextInput
            name="login"
            label={t('accounts:register.loginLabel')}
            description={t('accounts:register.loginHint')}
            defaultValue={actionData?.login ?? params.get('login') ?? ''}
            required
            maxLength={16}
            error={fieldFailure(failure, 'login')}
          />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('accounts:register.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
