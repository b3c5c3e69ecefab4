import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/public-offer';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'public-offer');

export default function PublicOfferScreen() {
  return <ScreenFrame screen="public-offer" />;
}
