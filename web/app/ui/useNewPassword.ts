import { useState } from 'react';

export interface NewPasswordState {
  password: string;
  confirmation: string;
  /** The confirmation differs from the password (whether or not that is shown yet). */
  differs: boolean;
  /** Show the mismatch: the confirmation was typed, differs, and the person has left it or submitted. */
  mismatch: boolean;
  setPassword: (value: string) => void;
  setConfirmation: (value: string) => void;
  /** Shows a mismatch from now on (on leaving the confirmation, or on submit). */
  touch: () => void;
  clear: () => void;
}

/**
 * A new password typed twice (docs/product.md#accounts: the confirmation must match before anything is sent).
 * `checkAtOnce` shows a mismatch while typing instead of after the confirmation is left.
 */
export function useNewPassword({ checkAtOnce = false }: { checkAtOnce?: boolean } = {}): NewPasswordState {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(checkAtOnce);
  const differs = confirmation !== password;
  return {
    password,
    confirmation,
    differs,
    mismatch: touched && confirmation !== '' && differs,
    setPassword,
    setConfirmation,
    touch: () => {
      setTouched(true);
    },
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}
