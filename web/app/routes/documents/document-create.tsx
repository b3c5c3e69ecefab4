import { useMatches } from 'react-router';

import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { isScreenName, screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/document-create';

// One editor screen for the three kinds (servers-create, mods-create, news-create): the route id says which.
export const meta: Route.MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  return screenMeta(args, isScreenName(id) ? id : 'news-create');
};

export default function DocumentCreateScreen() {
  const id = useMatches().at(-1)?.id;
  return <ScreenFrame screen={isScreenName(id) ? id : 'news-create'} />;
}
