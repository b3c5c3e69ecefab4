import { hasPermission, type PermissionTree } from '../../platform/auth/authState';
import { STAFF_SCREENS } from '../../platform/routing/routeTable';
import type { ScreenName } from '../../platform/seo/screenMeta';

export interface StaffLink {
  screen: ScreenName;
  path: string;
}

/** The staff pages this member may open, from the route table: nobody sees a link to a 404. */
export function staffLinks(permissions: PermissionTree): StaffLink[] {
  return STAFF_SCREENS.filter(
    (screen) => screen.permission === undefined || hasPermission(permissions, screen.permission),
  ).map((screen) => ({ screen: screen.name as ScreenName, path: screen.path }));
}
