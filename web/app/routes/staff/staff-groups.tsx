import { GroupsPanel } from '../../features/staff/views/GroupsPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-groups';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-groups');

export default function StaffGroupsScreen() {
  return (
    <ScreenFrame screen="staff-groups" nested>
      <GroupsPanel />
    </ScreenFrame>
  );
}
