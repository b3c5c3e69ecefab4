import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { useFieldValidation } from '../hooks/useFieldValidation';
import { useCaptcha } from '../../captcha/hooks/useCaptcha';
import { PasswordField } from '../../../ui/PasswordField';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';

export interface RegisterFormProps {
  failure: ApiFailure | null | undefined;
  /** What was typed before a failed submission. */
  values?: Record<string, string | boolean> | undefined;
  lang: string;
}

const FIELDS = ['login', 'email', 'password', 'passwordConfirmation', 'accept'];

/** Nickname, email, password twice and the three documents to accept (spec §5), posted to the action. */
export function RegisterForm({ failure, values, lang }: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const { messages, check } = useFieldValidation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const mismatch = confirmationTouched && confirmation !== '' && confirmation !== password;
  const documentLink = (path: string) => (
    <Anchor component={Link} to={`/${lang}/${path}`} target="_blank" inherit underline="always" />
  );

  return (
    // A document submission, like sign-in: the new session is read by the next page from its cookies.
    <Form
      method="post"
      reloadDocument
      onSubmit={(event) => {
        // Spec §5: the confirmation must match before anything is sent.
        if (confirmation !== password) {
          event.preventDefault();
          setConfirmationTouched(true);
          return;
        }
        setSubmitting(true);
      }}
    >
      <Stack gap="md">
        <FormFailureAlert failure={failure} fieldNames={FIELDS} />
        <TextInput
          name="login"
          defaultValue={typeof values?.login === 'string' ? values.login : undefined}
          label={t('register.loginLabel')}
          description={t('register.loginHint')}
          autoComplete="username"
          required
          maxLength={16}
          error={messages.login ?? fieldFailure(failure, 'login')}
          onBlur={(event) => void check('login', event.currentTarget.value.trim())}
        />
        <TextInput
          name="email"
          defaultValue={typeof values?.email === 'string' ? values.email : undefined}
          type="email"
          label={t('register.emailLabel')}
          autoComplete="email"
          required
          maxLength={254}
          error={messages.email ?? fieldFailure(failure, 'email')}
          onBlur={(event) => void check('email', event.currentTarget.value.trim())}
        />
        <PasswordField
          name="password"
          label={t('register.passwordLabel')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          maxLength={256}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
          error={messages.password ?? fieldFailure(failure, 'password')}
          onBlur={(event) => void check('password', event.currentTarget.value)}
        />
        <PasswordField
          name="passwordConfirmation"
          label={t('register.confirmationLabel')}
          autoComplete="new-password"
          required
          maxLength={256}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
          }}
          onBlur={() => {
            setConfirmationTouched(true);
          }}
          error={mismatch ? t('validation.passwordMismatch') : fieldFailure(failure, 'passwordConfirmation')}
        />
        <Stack gap="xs">
          <Checkbox
            name="acceptOffer"
            defaultChecked={values?.acceptOffer === true}
            required
            label={
              <Trans
                t={t}
                i18nKey="register.acceptOffer"
                components={{ offer: documentLink('public-offer') }}
              />
            }
          />
          <Checkbox
            name="acceptPrivacy"
            defaultChecked={values?.acceptPrivacy === true}
            required
            label={
              <Trans
                t={t}
                i18nKey="register.acceptPrivacy"
                components={{ privacy: documentLink('privacy') }}
              />
            }
          />
          <Checkbox
            name="acceptRules"
            defaultChecked={values?.acceptRules === true}
            required
            label={
              <Trans t={t} i18nKey="register.acceptRules" components={{ rules: documentLink('rules') }} />
            }
            error={fieldFailure(failure, 'accept')}
          />
        </Stack>
        {captcha.field}
        <Button type="submit" loading={submitting || !captcha.ready} fullWidth size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
