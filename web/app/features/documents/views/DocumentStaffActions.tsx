import { hasPermission } from '../../../platform/auth/authState';
import { useSession } from '../../../platform/session/useSession';
import { splitFromFirstLoad } from '../../../ui/afterHydration';
import type { DocumentStaffToolsProps } from './DocumentStaffTools';

export type DocumentStaffActionsProps = DocumentStaffToolsProps;

// Only staff see these (a confirmation modal among them): readers' first load does not carry them.
const DocumentStaffTools = splitFromFirstLoad(() =>
  import('./DocumentStaffTools').then((module) => module.DocumentStaffTools),
);

/** Edit and delete for staff; nothing at all for everyone else. */
export function DocumentStaffActions(props: DocumentStaffActionsProps) {
  const { permissions } = useSession();
  if (!hasPermission(permissions, 'web.documents.edit')) return null;
  // Deleting is its own permission in the api: an editor without it is not offered the button.
  const mayDelete = hasPermission(permissions, 'web.documents.delete');
  return <DocumentStaffTools {...props} afterDeletePath={mayDelete ? props.afterDeletePath : undefined} />;
}
