import { RouteError } from '../../features/errors';
import { LegalPageView, loadLegalPage } from '../../features/documents';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/privacy';

export const loader = ({ context }: Route.LoaderArgs) => loadLegalPage(context, 'privacy');
export const clientLoader = ({ context }: Route.ClientLoaderArgs) => loadLegalPage(context, 'privacy');

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'privacy');

export default function PrivacyScreen() {
  return <LegalPageView slug="privacy" />;
}

export const ErrorBoundary = RouteError;
