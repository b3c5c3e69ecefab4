import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { LoginForm } from '../../features/accounts';
import { OauthButtons } from '../../features/oauth';
import { loginAction } from '../../features/accounts/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'login');

export function action(args: Route.ActionArgs) {
  return loginAction(args);
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
        failure={actionData?.failure}
        values={actionData?.values}
        resetHref={href('/:lang/reset', { lang })}
        restoreHref={href('/:lang/restore', { lang })}
      />
    </AuthCard>
  );
}
