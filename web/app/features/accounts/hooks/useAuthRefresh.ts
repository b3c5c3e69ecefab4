import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { RefreshAuthDocument } from '../../../generated/graphql';
import { clientSession } from '../../../platform/session/clientSession';
import { authStateToSession } from '../authStateToSession';

/**
 * docs/product.md#accounts: after every navigation except the first (the server just read it) and logout, the login
 * state is refreshed, so balance, coins and permissions follow what happened elsewhere. A session ended
 * on another device answers 401, which the api error link turns into the external logout.
 */
export function useAuthRefresh() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!clientSession.get().signedIn || pathname.endsWith('/logout')) return;
    let cancelled = false;
    client
      .mutate({ mutation: RefreshAuthDocument })
      .then(({ data }) => {
        if (cancelled || !data?.refreshAuth) return;
        clientSession.update({ signedIn: true, ...authStateToSession(data.refreshAuth) });
      })
      .catch(() => {
        // Shown (or acted on) by the api error link; the page stays as it is.
      });
    return () => {
      cancelled = true;
    };
  }, [client, pathname]);
}
