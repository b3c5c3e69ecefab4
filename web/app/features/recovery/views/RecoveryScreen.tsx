import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AuthCard } from '../../../ui/AuthCard';
import type { RecoveryActionResult, RecoveryLoaderData } from '../recoveryActions.server';
import { LetterSent } from '../components/LetterSent';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

export interface RecoveryScreenProps {
  mode: 'reset' | 'restore';
  loaderData: RecoveryLoaderData;
  actionData: RecoveryActionResult | undefined;
  /** This page without its query (send again), and the sign-in page of the same mode. */
  selfHref: string;
  loginHref: string;
}

/** Reset (by email) and restore (by nickname): ask, letter sent, then the new password from the link. */
export function RecoveryScreen({ mode, loaderData, actionData, selfHref, loginHref }: RecoveryScreenProps) {
  const { t } = useTranslation('recovery');
  const back = (
    <Anchor component={Link} to={loginHref}>
      {t('backToLogin')}
    </Anchor>
  );

  if (loaderData.code !== null && loaderData.status) {
    const { valid, login } = loaderData.status;
    return (
      <AuthCard
        title={t('update.title')}
        subtitle={valid && login ? t('update.subtitle', { login }) : t('update.invalidSubtitle')}
        footer={back}
      >
        {valid ? (
          <NewPasswordForm
            code={loaderData.code}
            login={login}
            failure={actionData?.step === 'failed' ? actionData.failure : null}
          />
        ) : (
          <Stack gap="md">
            <Alert color="orange" variant="light" role="alert">
              {t('update.invalid')}
            </Alert>
            <Anchor component={Link} to={selfHref}>
              {t('update.askAgain')}
            </Anchor>
          </Stack>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(`${mode}.title`)} subtitle={t(`${mode}.subtitle`)} footer={back}>
      {actionData?.step === 'sent' ? (
        <LetterSent to={actionData.to} againHref={selfHref} />
      ) : (
        <ResetRequestForm
          intent={mode === 'reset' ? 'request' : 'restore'}
          failure={actionData?.step === 'failed' ? actionData.failure : null}
          defaultValue={
            actionData?.step === 'failed'
              ? actionData.values[mode === 'reset' ? 'email' : 'login']
              : undefined
          }
        />
      )}
    </AuthCard>
  );
}
