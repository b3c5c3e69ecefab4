import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { useCaptcha } from '../../captcha';
import { PasswordField } from '../../../ui/PasswordField';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';

export interface LoginFormProps {
  failure: ApiFailure | null | undefined;
  /** What was typed before a failed submission. */
  values?: Record<string, string | boolean> | undefined;
  /** The reset page for this mode (site or launcher). */
  resetHref: string;
  restoreHref?: string;
  /** Identity-provider buttons or the launcher's system data, below the button. */
  extra?: ReactNode;
}

/** Nickname-or-email + password, posted to the route's action (works before hydration too). */
export function LoginForm({ failure, values, resetHref, restoreHref, extra }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  // A document submission: the page shows the spinner until the browser leaves it.
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();

  return (
    // A document submission: the new session changes everything on the page, so the answer is a fresh page.
    <Form
      method="post"
      reloadDocument
      onSubmit={() => {
        setSubmitting(true);
      }}
    >
      <Stack gap="md">
        <FormFailureAlert failure={failure} fieldNames={['login', 'password']} />
        <TextInput
          name="login"
          defaultValue={typeof values?.login === 'string' ? values.login : undefined}
          label={t('login.loginLabel')}
          autoComplete="username"
          required
          maxLength={254}
          error={fieldFailure(failure, 'login')}
          data-autofocus
        />
        <PasswordField
          name="password"
          label={t('login.passwordLabel')}
          autoComplete="current-password"
          required
          maxLength={256}
          error={fieldFailure(failure, 'password')}
        />
        {captcha.field}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={resetHref} size="sm">
            {t('login.forgot')}
          </Anchor>
          {restoreHref ? (
            <Anchor component={Link} to={restoreHref} size="sm">
              {t('login.restore')}
            </Anchor>
          ) : null}
        </Group>
        <Button type="submit" loading={submitting || !captcha.ready} fullWidth size="md">
          {t('login.submit')}
        </Button>
        {extra}
      </Stack>
    </Form>
  );
}
