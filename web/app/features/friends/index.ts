export { FriendRequestsPanel } from './views/FriendRequestsPanel';
export { FriendsList } from './views/FriendsList';
export { useIncomingRequestCount } from './useIncomingRequestCount';
