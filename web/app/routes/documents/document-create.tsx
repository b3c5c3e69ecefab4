import { useMatches } from 'react-router';

import { DocumentEditorForm } from '../../features/documents/views/DocumentEditorForm';
import { emptyDocumentForm } from '../../features/documents/documentForm';
import { targetOfRoute } from '../../features/documents/documentTargets';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { isScreenName, screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/document-create';

// One editor screen for the three kinds (servers-create, mods-create, news-create): the route id says which.
// The route table's permission (web.documents.create) answers 404 to everyone else before this renders.
export const meta: Route.MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  return screenMeta(args, isScreenName(id) ? id : 'news-create');
};

const INITIAL = { ru: emptyDocumentForm('ru'), en: emptyDocumentForm('en') };

export default function DocumentCreateScreen() {
  const target = targetOfRoute(useMatches().at(-1)?.id);
  const lang = useLanguage();
  return <DocumentEditorForm key={target} target={target} documentId={null} initial={INITIAL[lang]} />;
}
