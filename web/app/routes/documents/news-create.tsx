import { DocumentCreateView } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/news-create';

// The route table's permission (web.documents.create) answers 404 to everyone else before this renders.
export const meta: Route.MetaFunction = (args) => screenMeta(args, 'news-create');

export default function NewsCreateScreen() {
  return <DocumentCreateView target="news" />;
}
