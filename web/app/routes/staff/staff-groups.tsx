import { GroupsPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
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
