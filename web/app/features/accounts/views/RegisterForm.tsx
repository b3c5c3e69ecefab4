import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, href, Link } from 'react-router';

import type { ApiFailure } from '../../../platform/forms/apiFailure';
import { useFieldValidation } from '../hooks/useFieldValidation';
import { useCaptcha } from '../../captcha';
import { NewPasswordFields } from '../../../ui/NewPasswordFields';
import { useNewPassword } from '../../../ui/useNewPassword';
import { FormFailureAlert, fieldFailure } from '../../../platform/forms/FormFailureAlert';

export interface RegisterFormProps {
  failure: ApiFailure | null | undefined;
  /** What was typed before a failed submission. */
  values?: Record<string, string | boolean> | undefined;
  lang: string;
}

const FIELDS = ['login', 'email', 'password', 'passwordConfirmation', 'accept'];

/** Nickname, email, password twice and the three documents to accept (docs/product.md#accounts), posted to the action. */
export function RegisterForm({ failure, values, lang }: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const { messages, check } = useFieldValidation();
  const newPassword = useNewPassword();
  const documentLink = (to: string) => (
    <Anchor component={Link} to={to} target="_blank" inherit underline="always" />
  );

  return (
    // A document submission, like sign-in: the new session is read by the next page from its cookies.
    <Form
      method="post"
      reloadDocument
      onSubmit={(event) => {
        // docs/product.md#accounts: the confirmation must match before anything is sent.
        if (newPassword.differs) {
          event.preventDefault();
          newPassword.touch();
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
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('register.passwordLabel')}
          maxLength={256}
          passwordError={messages.password ?? fieldFailure(failure, 'password')}
          confirmationError={fieldFailure(failure, 'passwordConfirmation')}
          onPasswordBlur={(event) => void check('password', event.currentTarget.value)}
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
                components={{ offer: documentLink(href('/:lang/public-offer', { lang })) }}
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
                components={{ privacy: documentLink(href('/:lang/privacy', { lang })) }}
              />
            }
          />
          <Checkbox
            name="acceptRules"
            defaultChecked={values?.acceptRules === true}
            required
            label={
              <Trans
                t={t}
                i18nKey="register.acceptRules"
                components={{ rules: documentLink(href('/:lang/rules', { lang })) }}
              />
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
