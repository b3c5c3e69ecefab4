import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { PasswordField } from '../../../ui/PasswordField';

export interface NewPasswordFormProps {
  code: string;
  login: string | null;
  failure: ApiFailure | null | undefined;
}

/** The form the letter's link opens: a new password, twice. */
export function NewPasswordForm({ code, failure }: NewPasswordFormProps) {
  const { t } = useTranslation(['recovery', 'accounts']);
  const navigation = useNavigation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const mismatch = touched && confirmation !== '' && confirmation !== password;
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirmation !== password) {
          event.preventDefault();
          setTouched(true);
        }
      }}
    >
      <Stack gap="md">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="code" value={code} />
        <FormFailureAlert failure={failure} fieldNames={['password', 'passwordConfirmation']} />
        <PasswordField
          name="password"
          label={t('recovery:update.passwordLabel')}
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
          onBlur={() => {
            setTouched(true);
          }}
          error={
            mismatch
              ? t('accounts:validation.passwordMismatch')
              : fieldFailure(failure, 'passwordConfirmation')
          }
        />
        <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
          {t('recovery:update.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
