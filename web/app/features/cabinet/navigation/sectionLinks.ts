import {
  CABINET_AREAS,
  ROUTE_TABLE,
  type CabinetArea,
  type ScreenRoute,
} from '../../../platform/routing/routeTable';
import { hasPermission, type PermissionTree } from '../../../platform/auth/authState';
import type { ScreenName } from '../../../platform/seo/screenMeta';

export interface SectionLink {
  screen: ScreenName;
  /** Path relative to the parent screen, e.g. `sessions` or `friends`. */
  path: string;
}

export interface CabinetAreaLinks {
  area: CabinetArea;
  links: SectionLink[];
}

function findScreen(screens: readonly ScreenRoute[], name: string): ScreenRoute | undefined {
  for (const screen of screens) {
    if (screen.name === name) return screen;
    const found = findScreen(screen.children ?? [], name);
    if (found) return found;
  }
  return undefined;
}

/**
 * The pages a section's navigation lists (cabinet, cover, profile tabs), read from the route table's
 * children in their order, so adding a child page there adds its link; `inNavigation: false` opts out.
 */
export function sectionChildren(parent: string): ScreenRoute[] {
  const screen = findScreen(
    ROUTE_TABLE.flatMap((group) => group.screens),
    parent,
  );
  if (!screen) throw new Error(`No screen ${parent} in the route table`);
  return (screen.children ?? []).filter((child) => child.inNavigation !== false);
}

export function sectionLinks(parent: string, permissions?: PermissionTree): SectionLink[] {
  return sectionChildren(parent)
    .filter((child) => !permissions || !child.permission || hasPermission(permissions, child.permission))
    .map((child) => ({ screen: child.name as ScreenName, path: child.path }));
}

/** The cabinet's pages grouped by area, the areas in their fixed order; an area without pages is left out. */
export function cabinetAreas(): CabinetAreaLinks[] {
  const children = sectionChildren('cabinet');
  return CABINET_AREAS.map((area) => ({
    area,
    links: children
      .filter((child) => child.area === area)
      .map((child) => ({ screen: child.name as ScreenName, path: child.path })),
  })).filter((group) => group.links.length > 0);
}
