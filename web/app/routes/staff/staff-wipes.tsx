import { StaffWipesPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-wipes';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-wipes');

export default function StaffWipesScreen() {
  return (
    <ScreenFrame screen="staff-wipes" nested>
      <StaffWipesPanel />
    </ScreenFrame>
  );
}
