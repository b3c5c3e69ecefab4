import { RouteError } from '../../features/errors';
import { RuleBookView } from '../../features/rules';
import { ScreenFrame } from '../../features/site';
import { RulesDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/rules';

const load = ({ context }: Route.LoaderArgs | Route.ClientLoaderArgs) =>
  preloadQuery(context, { query: RulesDocument }).then(() => null);

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'rules');

export default function RulesScreen() {
  return (
    <ScreenFrame screen="rules">
      <RuleBookView />
    </ScreenFrame>
  );
}

export const ErrorBoundary = RouteError;
