import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { LoginForm } from '../../features/accounts';
import { OauthButtons } from '../../features/oauth';
import { loginAction } from '../../features/accounts/index.server';
import { LEGACY_SIGN_IN_INTENT } from '../../features/legacySignIn';
import { legacySignInAction } from '../../features/legacySignIn/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'login');

export async function action(args: Route.ActionArgs) {
  // The previous site's cached sign-in is exchanged here too (features/legacySignIn, posted once by the page).
  const form = await args.request.clone().formData();
  return form.get('intent') === LEGACY_SIGN_IN_INTENT ? legacySignInAction(args, form) : loginAction(args);
}

export default function LoginScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const returnTo = params.get('return_to');
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={href('/:lang/register', { lang })}>
            {t('login.toRegister')}
          </Anchor>
        </>
      }
    >
      <LoginForm
        extra={<OauthButtons returnTo={returnTo} />}
        failure={actionData && 'failure' in actionData ? actionData.failure : undefined}
        values={actionData && 'values' in actionData ? actionData.values : undefined}
        resetHref={href('/:lang/reset', { lang })}
        restoreHref={href('/:lang/restore', { lang })}
      />
    </AuthCard>
  );
}
