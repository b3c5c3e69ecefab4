import { useLanguage } from '../../platform/i18n/useLanguage';
import { useSession } from '../../platform/session/useSession';
import { staffLinks } from './staffNavigation';

/** The address of a staff screen with a filter, or null when this member may not open that screen. */
export function useStaffScreenLink() {
  const lang = useLanguage();
  const paths = new Set(staffLinks(useSession().permissions).map((link) => link.path));
  return (path: string, filter: Record<string, string>) =>
    paths.has(path) ? `/${lang}/staff/${path}?${new URLSearchParams(filter).toString()}` : null;
}
