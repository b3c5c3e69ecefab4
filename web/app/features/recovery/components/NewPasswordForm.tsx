import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { useNewPassword } from '../../../ui/useNewPassword';

export interface NewPasswordFormProps {
  code: string;
  login: string | null;
  failure: ApiFailure | null | undefined;
}

/** The form the letter's link opens: a new password, twice. */
export function NewPasswordForm({ code, failure }: NewPasswordFormProps) {
  const { t } = useTranslation(['recovery', 'accounts']);
  const navigation = useNavigation();
  const newPassword = useNewPassword();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (newPassword.differs) {
          event.preventDefault();
          newPassword.touch();
        }
      }}
    >
      <Stack gap="md">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="code" value={code} />
        <FormFailureAlert failure={failure} fieldNames={['password', 'passwordConfirmation']} />
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('recovery:update.passwordLabel')}
          passwordError={fieldFailure(failure, 'password')}
          confirmationError={fieldFailure(failure, 'passwordConfirmation')}
        />
        <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
          {t('recovery:update.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
