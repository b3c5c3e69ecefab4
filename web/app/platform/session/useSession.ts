import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

import { clientSession } from './clientSession';
import { VISITOR, type SessionInfo } from './sessionInfo';

interface RootSessionData {
  session?: SessionInfo;
}

/** The visitor's session: what the server rendered with, then the browser's live copy. */
export function useSession(): SessionInfo {
  const rootData = useRouteLoaderData<RootSessionData>('root');
  const serverSession = rootData?.session ?? VISITOR;
  return useSyncExternalStore(
    (listener) => clientSession.subscribe(listener),
    () => clientSession.get(),
    () => serverSession,
  );
}
