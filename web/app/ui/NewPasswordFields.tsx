import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordField } from './PasswordField';
import type { NewPasswordState } from './useNewPassword';

export interface NewPasswordFieldsProps {
  state: NewPasswordState;
  /** The first field's label (a new password, a password for a new account). */
  passwordLabel: string;
  /** Messages the api returned for either field. */
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
  maxLength?: number;
  onPasswordBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A new password and its confirmation, with the mismatch shown under the confirmation. */
export function NewPasswordFields({
  state,
  passwordLabel,
  passwordError,
  confirmationError,
  maxLength,
  onPasswordBlur,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        name="password"
        label={passwordLabel}
        description={t('register.passwordHint')}
        autoComplete="new-password"
        required
        maxLength={maxLength}
        value={state.password}
        onChange={(event) => {
          state.setPassword(event.currentTarget.value);
        }}
        error={passwordError}
        onBlur={onPasswordBlur}
      />
      <PasswordField
        name="passwordConfirmation"
        label={t('register.confirmationLabel')}
        autoComplete="new-password"
        required
        maxLength={maxLength}
        value={state.confirmation}
        onChange={(event) => {
          state.setConfirmation(event.currentTarget.value);
        }}
        onBlur={state.touch}
        error={state.mismatch ? t('validation.passwordMismatch') : confirmationError}
      />
    </>
  );
}
