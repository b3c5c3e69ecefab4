import { AuditLogPanel } from '../../features/staff';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/staff-audit';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff-audit');

export default function StaffAuditScreen() {
  return (
    <ScreenFrame screen="staff-audit" nested>
      <AuditLogPanel />
    </ScreenFrame>
  );
}
