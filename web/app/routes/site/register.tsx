import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { RegisterForm } from '../../features/accounts';
import { registerAction } from '../../features/accounts/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'register');

export function action(args: Route.ActionArgs) {
  return registerAction(args);
}

export default function RegisterScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={href('/:lang/login', { lang })}>
            {t('register.toLogin')}
          </Anchor>
        </>
      }
    >
      <RegisterForm failure={actionData?.failure} values={actionData?.values} lang={lang} />
    </AuthCard>
  );
}
