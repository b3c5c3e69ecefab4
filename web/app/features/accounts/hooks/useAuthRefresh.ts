import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { RefreshAuthDocument } from '../../../generated/graphql';
import { clientSession } from '../../../platform/session/clientSession';
import { authStateToSession } from '../authStateToSession';

/** The login state as the api reads it now, as a patch of the page's session; null when none came back. */
async function refreshedSession(client: ApolloClient) {
  const { data } = await client.mutate({ mutation: RefreshAuthDocument });
  return data?.refreshAuth ? { signedIn: true, ...authStateToSession(data.refreshAuth) } : null;
}

/**
 * Reads the login state again and puts it in the page's session, so the header follows a change made
 * on this page (a new avatar) or elsewhere. Resolves once done; a failure is left to the api error link.
 */
export function useSessionRefresh(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    if (!clientSession.get().signedIn) return;
    try {
      const patch = await refreshedSession(client);
      if (patch) clientSession.update(patch);
    } catch {
      // Shown (or acted on) by the api error link; the page stays as it is.
    }
  }, [client]);
}

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
    refreshedSession(client)
      .then((patch) => {
        if (!cancelled && patch) clientSession.update(patch);
      })
      .catch(() => {
        // Shown (or acted on) by the api error link; the page stays as it is.
      });
    return () => {
      cancelled = true;
    };
  }, [client, pathname]);
}
