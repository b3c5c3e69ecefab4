import { DocumentCreateView } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/mods-create';

// The route table's permission (web.documents.create) answers 404 to everyone else before this renders.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'mods-create');

export default function ModsCreateScreen() {
  return <DocumentCreateView target="mods" />;
}
