import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, href } from 'react-router';

import { AuthCard } from '../../ui/AuthCard';
import { TwoFactorStep } from '../../features/twoFactor';
import { twoFactorAction } from '../../features/twoFactor/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import { useSession } from '../../platform/session/useSession';
import type { Route } from './+types/two-factor';

export const meta: Route.MetaFunction = (args) => screenMeta(args, '2fa');

export function action(args: Route.ActionArgs) {
  return twoFactorAction(args);
}

export default function TwoFactorScreen() {
  const { t } = useTranslation(['twoFactor', 'screens']);
  const lang = useLanguage();
  const { pendingTwoFactor } = useSession();
  return (
    <AuthCard title={t('screens:2fa.title')} subtitle={t('screens:2fa.description')}>
      {pendingTwoFactor ? (
        <TwoFactorStep pending={pendingTwoFactor} logoutHref={href('/:lang/logout', { lang })} />
      ) : (
        <Text>
          {t('twoFactor:step.nothing')}{' '}
          <Anchor component={Link} to={href('/:lang/login', { lang })}>
            {t('twoFactor:step.toLogin')}
          </Anchor>
        </Text>
      )}
    </AuthCard>
  );
}
