export { FriendRequestsPanel } from './views/FriendRequestsPanel';
export { FriendsList } from './views/FriendsList';
