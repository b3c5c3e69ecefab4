import { ErrorLink } from '@apollo/client/link/error';

import type { PendingTwoFactor } from '../auth/authState';
import { classifyApiError } from './classifyApiError';

export interface ApiErrorHandlers {
  onPendingTwoFactor: (details: PendingTwoFactor) => void;
  onUnauthorized: () => void;
  /** A toast; `text` is already translated or comes from the api in the page language. */
  onError: (text: string) => void;
  translate: (key: 'noConnection' | 'unknownError') => string;
}

/**
 * The docs/product.md#errors rules in one Apollo link (browser only). An operation opts out of the toast with
 * `context: { suppressErrorToast: true }` when its form shows the error inline.
 */
export function createApiErrorLink(handlers: ApiErrorHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const action = classifyApiError(error);
    const suppressed = operation.getContext().suppressErrorToast === true;
    switch (action.kind) {
      case 'pending-2fa':
        handlers.onPendingTwoFactor(action.details);
        return;
      case 'silent':
        return;
      case 'unauthorized':
        handlers.onUnauthorized();
        return;
      case 'validation':
      case 'general':
        if (!suppressed) handlers.onError(action.message);
        return;
      case 'no-connection':
        if (!suppressed) handlers.onError(handlers.translate('noConnection'));
        return;
      case 'unknown':
        if (!suppressed) handlers.onError(handlers.translate('unknownError'));
        return;
    }
  });
}
