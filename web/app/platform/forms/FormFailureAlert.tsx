import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ApiFailure } from './apiFailure';

export interface FormFailureAlertProps {
  failure: ApiFailure | null | undefined;
  /** Fields shown under their input instead of here. */
  fieldNames?: string[];
}

/** The form-level message of a failed request (docs/product.md#errors texts for no connection and unknown errors). */
export function FormFailureAlert({ failure, fieldNames = [] }: FormFailureAlertProps) {
  const { t } = useTranslation('accounts');
  if (!failure || failure.kind === 'pending-2fa' || failure.kind === 'silent') return null;
  if (failure.kind === 'message' && failure.field !== null && fieldNames.includes(failure.field)) return null;
  const text =
    failure.kind === 'message'
      ? failure.message
      : failure.kind === 'no-connection'
        ? t('failure.noConnection')
        : t('failure.unknown');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {text}
    </Alert>
  );
}

/** The api's message for one field, when it blamed that field. */
export function fieldFailure(failure: ApiFailure | null | undefined, field: string): string | undefined {
  return failure?.kind === 'message' && failure.field === field ? failure.message : undefined;
}
