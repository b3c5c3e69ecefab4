import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { ResendEmailConfirmationDocument } from '../../../generated/graphql';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import { useLanguage } from '../../../platform/i18n/useLanguage';

export interface ConfirmationLetterProps {
  email: string | null;
  verified: boolean;
  /** The welcome page links on to the email settings (change the address); the settings do not. */
  withSettingsLink?: boolean;
}

/**
 * The sign-up address while it is unconfirmed: "send the letter again" (the api allows one a minute and
 * five an hour, docs/product.md#address-confirmation) and what happened; once confirmed, says so.
 */
export function ConfirmationLetter({ email, verified, withSettingsLink = false }: ConfirmationLetterProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const [resend, { loading }] = useMutation(ResendEmailConfirmationDocument, {
    context: { suppressErrorToast: true },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  if (verified) {
    return (
      <Group gap={6} c="teal" data-testid="email-confirmed">
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm">{t('confirmLetter.confirmed', { email: email ?? '' })}</Text>
      </Group>
    );
  }
  if (!email) return null;
  return (
    <Stack gap="xs" align="flex-start" data-testid="confirmation-letter">
      <Group gap="xs">
        {/* The Russian label is longer than a 360 px card: it wraps rather than overflows. */}
        <Button
          variant="light"
          maw="100%"
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal' } }}
          loading={loading}
          leftSection={<IconMailForward size={18} aria-hidden />}
          onClick={() => {
            setFailure(null);
            setSentTo(null);
            resend()
              .then(() => {
                setSentTo(email);
              })
              .catch((error: unknown) => {
                setFailure(apiFailure(error));
              });
          }}
        >
          {t('confirmLetter.resend')}
        </Button>
        {withSettingsLink ? (
          <Button component={Link} to={href('/:lang/cabinet/email', { lang })} variant="subtle">
            {t('confirmLetter.changeAddress')}
          </Button>
        ) : null}
      </Group>
      <div role="status" aria-live="polite">
        {sentTo ? (
          <Text size="sm" c="teal">
            {t('confirmLetter.sent', { email: sentTo })}
          </Text>
        ) : null}
      </div>
      <FormFailureAlert failure={failure} />
    </Stack>
  );
}
