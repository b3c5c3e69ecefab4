import { FriendsList } from '../../features/friends';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-friends';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-friends');

export default function ProfileNicknameFriendsScreen({ params }: Route.ComponentProps) {
  return (
    <ScreenFrame screen="profile-nickname-friends" nested>
      <FriendsList nickname={params.nickname} />
    </ScreenFrame>
  );
}
