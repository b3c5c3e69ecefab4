import { useMutation } from '@apollo/client/react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AccountHistoryDocument,
  CabinetAccountDocument,
  UpdatePasswordDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { notify } from '../../../platform/notifications/notify';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { PasswordField } from '../../../ui/PasswordField';
import { useNewPassword } from '../../../ui/useNewPassword';

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
  const newPassword = useNewPassword({ checkAtOnce: true });
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (newPassword.mismatch) return;
    setFailure(null);
    update({
      variables: {
        input: {
          currentPassword: hasPassword ? current : undefined,
          password: newPassword.password,
          passwordConfirmation: newPassword.confirmation,
        },
      },
    })
      .then(() => {
        setCurrent('');
        newPassword.clear();
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
          <NewPasswordFields
            state={newPassword}
            passwordLabel={t('cabinet:password.new')}
            passwordError={fieldFailure(failure, 'password')}
            confirmationError={fieldFailure(failure, 'passwordConfirmation')}
          />
          <Text size="xs" c="dimmed">
            {t('cabinet:password.othersEnd')}
          </Text>
          <Button type="submit" loading={loading} disabled={newPassword.mismatch}>
            {t('cabinet:password.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
