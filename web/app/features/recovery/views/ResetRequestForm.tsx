import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

import { useCaptcha } from '../../captcha';
import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';

export interface ResetRequestFormProps {
  /** `request`: by email (reset); `restore`: by nickname or email (account restore). */
  intent: 'request' | 'restore';
  failure: ApiFailure | null | undefined;
  defaultValue?: string | undefined;
}

/** Step one: where to send the link. */
export function ResetRequestForm({ intent, failure, defaultValue }: ResetRequestFormProps) {
  const { t } = useTranslation('recovery');
  const navigation = useNavigation();
  const captcha = useCaptcha();
  const byEmail = intent === 'request';
  return (
    <Form method="post">
      <Stack gap="md">
        <input type="hidden" name="intent" value={intent} />
        <FormFailureAlert failure={failure} />
        <TextInput
          name={byEmail ? 'email' : 'login'}
          type={byEmail ? 'email' : 'text'}
          label={byEmail ? t('request.emailLabel') : t('restore.loginLabel')}
          autoComplete={byEmail ? 'email' : 'username'}
          required
          maxLength={254}
          defaultValue={defaultValue}
        />
        {captcha.field}
        <Button type="submit" fullWidth loading={navigation.state === 'submitting' || !captcha.ready}>
          {t('request.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
