import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { LetterSent } from '../../features/recovery';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-reset-request';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-reset-request');

/** The launcher's "letter sent" step of the password reset. */
export default function LauncherResetRequestScreen() {
  const { t } = useTranslation(['screens', 'recovery']);
  const lang = useLanguage();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('screens:launcher-reset-request.title')}
      subtitle={t('screens:launcher-reset-request.description')}
      footer={
        <Anchor component={Link} to={href('/:lang/launcher/login', { lang })}>
          {t('recovery:backToLogin')}
        </Anchor>
      }
    >
      <LetterSent to={params.get('to') ?? ''} againHref={href('/:lang/launcher/reset', { lang })} />
    </AuthCard>
  );
}
