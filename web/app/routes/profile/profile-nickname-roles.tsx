import { ProfileRolesPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-roles';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-roles');

export default function ProfileNicknameRolesScreen({ params }: Route.ComponentProps) {
  return (
    <ScreenFrame screen="profile-nickname-roles" nested>
      <ProfileRolesPanel nickname={params.nickname} />
    </ScreenFrame>
  );
}
