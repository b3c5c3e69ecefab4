import { useQuery } from '../../platform/apollo/useQuery';
import { FriendRequestsDocument } from '../../generated/graphql';

/** How often the header looks for new friend requests while a page stays open. */
const POLL_MS = 60_000;

/**
 * The number of friend requests waiting for the signed-in player's answer, for the header's notice
 * (issue 30). Used only after hydration (the account menu is client-only), so the server never asks.
 */
export function useIncomingRequestCount(): number {
  const { data } = useQuery(FriendRequestsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  return (data?.friendRequests?.incoming ?? []).length;
}
