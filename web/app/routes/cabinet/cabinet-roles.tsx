import { CabinetRolesPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-roles';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-roles');

export default function CabinetRolesScreen() {
  return (
    <ScreenFrame screen="cabinet-roles" nested>
      <CabinetRolesPanel />
    </ScreenFrame>
  );
}
