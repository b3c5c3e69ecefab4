import { hasPermission } from '../../../platform/auth/authState';
import { useSession } from '../../../platform/session/useSession';
import { splitFromFirstLoad } from '../../../ui/afterHydration';
import type { DocumentStaffToolsProps } from './DocumentStaffTools';

export interface DocumentStaffActionsProps extends DocumentStaffToolsProps {
  /** The author's login: an author holding web.documents.create may delete their own work. */
  authorLogin?: string | null;
}

// Only staff see these (a confirmation modal among them): readers' first load does not carry them.
const DocumentStaffTools = splitFromFirstLoad(() =>
  import('./DocumentStaffTools').then((module) => module.DocumentStaffTools),
);

/** Edit and delete for staff; nothing at all for everyone else. */
export function DocumentStaffActions({ authorLogin, ...props }: DocumentStaffActionsProps) {
  const { permissions, account } = useSession();
  if (!hasPermission(permissions, 'web.documents.edit')) return null;
  // As the api decides: web.documents.delete, or an author who may create deleting their own work.
  const ownWork =
    account !== null && authorLogin === account.login && hasPermission(permissions, 'web.documents.create');
  const mayDelete = ownWork || hasPermission(permissions, 'web.documents.delete');
  return <DocumentStaffTools {...props} afterDeletePath={mayDelete ? props.afterDeletePath : undefined} />;
}
