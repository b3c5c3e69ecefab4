import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';

/** The answer to the letter's link: confirmed, or why not and where to get a new code. */
export function EmailConfirmed({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  return (
    <Stack gap="md" data-testid="email-confirmation" data-confirmed={confirmed}>
      <Alert
        color={confirmed ? 'green' : 'red'}
        icon={confirmed ? <IconCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={t(confirmed ? 'confirmEmail.done' : 'confirmEmail.failed')}
      >
        {t(confirmed ? 'confirmEmail.doneText' : 'confirmEmail.failedText')}
      </Alert>
      <Button
        component={Link}
        to={`/${lang}/${confirmed ? 'welcome' : 'cabinet/email'}`}
        variant="light"
        w="fit-content"
      >
        {t(confirmed ? 'confirmEmail.next' : 'confirmEmail.toSettings')}
      </Button>
    </Stack>
  );
}
