import { PlayerStatisticsView, loadPlayerStatistics } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-statistics';

export const loader = loadPlayerStatistics;
export const clientLoader = loadPlayerStatistics;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-statistics');

export default function ProfileNicknameStatisticsScreen({ params }: Route.ComponentProps) {
  return <PlayerStatisticsView nickname={params.nickname} />;
}
