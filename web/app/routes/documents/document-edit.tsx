import { useMatches } from 'react-router';

import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { isScreenName, screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/document-edit';

// One editor screen for the three kinds (servers-document_id-edit, mods-…, news-…): the route id says which.
export const meta: Route.MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  return screenMeta(args, isScreenName(id) ? id : 'news-document_id-edit');
};

export default function DocumentEditScreen() {
  const id = useMatches().at(-1)?.id;
  return <ScreenFrame screen={isScreenName(id) ? id : 'news-document_id-edit'} />;
}
