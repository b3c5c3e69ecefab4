import { DocumentCreateView } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/servers-create';

// The route table's permission (web.documents.create) answers 404 to everyone else before this renders.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'servers-create');

export default function ServersCreateScreen() {
  return <DocumentCreateView target="servers" />;
}
