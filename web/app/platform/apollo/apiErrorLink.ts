import { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

import type { PendingTwoFactor } from '../auth/authState';
import { connectionStore } from '../connection/connectionStore';
import { classifyApiError } from './classifyApiError';
import { connectionReportLink } from './connectionReportLink';

export interface ApiErrorHandlers {
  onPendingTwoFactor: (details: PendingTwoFactor) => void;
  onUnauthorized: () => void;
  /** A toast; `text` is already translated or comes from the api in the page language. */
  onError: (text: string) => void;
  translate: (key: 'unknownError') => string;
}

/**
 * The docs/product.md#errors rules in one Apollo link (browser only). An operation opts out of the toast with
 * `context: { suppressErrorToast: true }` when its form shows the error inline. A lost connection is no
 * toast: the calls report to the one connection-lost dialog instead (connectionReportLink).
 */
export function createApiErrorLink(handlers: ApiErrorHandlers): ApolloLink {
  const errorLink = new ErrorLink(({ error, operation }) => {
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
        return;
      case 'unknown':
        if (!suppressed) handlers.onError(handlers.translate('unknownError'));
        return;
    }
  });
  return ApolloLink.from([errorLink, connectionReportLink(connectionStore.report)]);
}
