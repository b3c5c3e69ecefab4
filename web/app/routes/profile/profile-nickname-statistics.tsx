import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-statistics';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-statistics');

export default function ProfileNicknameStatisticsScreen() {
  return <ScreenFrame screen="profile-nickname-statistics" nested />;
}
