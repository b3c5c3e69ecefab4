import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { LoginForm, SystemDataField } from '../../features/accounts';
import { launcherLoginAction, launcherResumeAction } from '../../features/accounts/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-login';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-login');

export async function action(args: Route.ActionArgs) {
  // The launcher pages post `intent=resume` with the agent's stored credentials (LauncherCredentialsSync).
  const form = await args.request.clone().formData();
  return form.get('intent') === 'resume' ? launcherResumeAction(args, form) : launcherLoginAction(args);
}

export default function LauncherLoginScreen({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  return (
    <AuthCard
      title={t('launcher.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={href('/:lang/launcher/register', { lang })}>
            {t('login.toRegister')}
          </Anchor>
        </>
      }
    >
      <LoginForm
        failure={actionData && 'failure' in actionData ? actionData.failure : undefined}
        values={actionData && 'values' in actionData ? actionData.values : undefined}
        resetHref={href('/:lang/launcher/reset/request', { lang })}
        extra={<SystemDataField />}
      />
    </AuthCard>
  );
}
