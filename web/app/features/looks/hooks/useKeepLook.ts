import { useApolloClient } from '@apollo/client/react';

import { MyLookDocument, type PlayerLookFieldsFragment } from '../../../generated/graphql';
import { useSessionRefresh } from '../../accounts';

/**
 * Keeps the look a mutation answered with: the cabinet's panels read it from the cache, and the header,
 * which shows the login state's `avatarOrSkin`, reads that again (a new avatar or skin changes it).
 */
export function useKeepLook() {
  const client = useApolloClient();
  const refreshSession = useSessionRefresh();
  return (next: PlayerLookFieldsFragment | null | undefined) => {
    if (!next) return;
    client.cache.writeQuery({ query: MyLookDocument, data: { myLook: next } });
    void refreshSession();
  };
}
