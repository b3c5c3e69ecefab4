import { FriendRequestsPanel } from '../../features/friends';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-friends-requests';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-friends-requests');

export default function ProfileNicknameFriendsRequestsScreen({ params }: Route.ComponentProps) {
  return (
    <ScreenFrame screen="profile-nickname-friends-requests" nested>
      <FriendRequestsPanel nickname={params.nickname} />
    </ScreenFrame>
  );
}
