import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AccountHistoryDocument,
  CabinetAccountDocument,
  UpdatePasswordDocument,
} from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { PasswordField } from '../../../ui/PasswordField';

/** Changes the password; an account made through an identity provider sets its first one here. */
export function PasswordPanel() {
  const { t } = useTranslation(['cabinet', 'accounts']);
  const { data } = useQuery(CabinetAccountDocument, { fetchPolicy: 'cache-and-network' });
  const hasPassword = data?.cabinet?.hasPassword ?? true;
  const [update, { loading }] = useMutation(UpdatePasswordDocument, {
    context: { suppressErrorToast: true },
    refetchQueries: [AccountHistoryDocument],
  });
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const mismatch = confirmation !== '' && confirmation !== password;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setFailure(null);
    update({
      variables: {
        input: {
          currentPassword: hasPassword ? current : undefined,
          password,
          passwordConfirmation: confirmation,
        },
      },
    })
      .then(() => {
        setCurrent('');
        setPassword('');
        setConfirmation('');
        notify({ type: 'success', text: t('cabinet:password.changed') });
      })
      .catch((error: unknown) => {
        setFailure(apiFailure(error));
      });
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <form onSubmit={submit}>
        <Stack gap="md">
          {!hasPassword ? <Text size="sm">{t('cabinet:password.noPasswordYet')}</Text> : null}
          <FormFailureAlert
            failure={failure}
            fieldNames={['currentPassword', 'password', 'passwordConfirmation']}
          />
          {hasPassword ? (
            <PasswordField
              name="currentPassword"
              label={t('cabinet:password.current')}
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => {
                setCurrent(event.currentTarget.value);
              }}
              error={fieldFailure(failure, 'currentPassword')}
            />
          ) : null}
          <PasswordField
            name="password"
            label={t('cabinet:password.new')}
            description={t('accounts:register.passwordHint')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            error={fieldFailure(failure, 'password')}
          />
          <PasswordField
            name="passwordConfirmation"
            label={t('accounts:register.confirmationLabel')}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
            }}
            error={
              mismatch
                ? t('accounts:validation.passwordMismatch')
                : fieldFailure(failure, 'passwordConfirmation')
            }
          />
          <Text size="xs" c="dimmed">
            {t('cabinet:password.othersEnd')}
          </Text>
          <Button type="submit" loading={loading} disabled={mismatch}>
            {t('cabinet:password.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
