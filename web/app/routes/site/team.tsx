import { TeamView, loadTeam } from '../../features/servers';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/team';

export const loader = loadTeam;
export const clientLoader = loadTeam;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'team');

export default function TeamScreen({ params }: Route.ComponentProps) {
  return <TeamView lang={params.lang} />;
}
