import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';

import { ValidateAccountFieldDocument } from '../../../generated/graphql';

export type ValidatedField = 'login' | 'email' | 'password';

/**
 * The api's `user/validation` for one field at a time, asked when the player leaves the field: the
 * same rules registration applies, with the reason in the page's language.
 */
export function useFieldValidation() {
  const [messages, setMessages] = useState<Partial<Record<ValidatedField, string>>>({});
  const [validate] = useMutation(ValidateAccountFieldDocument, {
    // A failed check must not toast: the form still validates on submit.
    context: { suppressErrorToast: true },
  });

  const check = useCallback(
    async (field: ValidatedField, value: string) => {
      if (!value) {
        setMessages((current) => ({ ...current, [field]: undefined }));
        return;
      }
      try {
        const { data } = await validate({ variables: { input: { [field]: value } } });
        const result = data?.validateAccountField;
        setMessages((current) => ({
          ...current,
          [field]: result?.valid === false ? (result.message ?? undefined) : undefined,
        }));
      } catch {
        // Offline or api down: leave the field as it is.
      }
    },
    [validate],
  );

  return { messages, check };
}
