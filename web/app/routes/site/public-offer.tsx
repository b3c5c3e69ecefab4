import { RouteError } from '../../features/errors';
import { LegalPageView, loadLegalPage } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/public-offer';

export const loader = ({ context }: Route.LoaderArgs) => loadLegalPage(context, 'public-offer');
export const clientLoader = ({ context }: Route.ClientLoaderArgs) => loadLegalPage(context, 'public-offer');

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'public-offer');

export default function PublicOfferScreen() {
  return <LegalPageView slug="public-offer" />;
}

export const ErrorBoundary = RouteError;
