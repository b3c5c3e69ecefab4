import { StorePanel } from '../../features/store/components/StorePanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/store';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'store');

export default function StoreScreen() {
  return (
    <ScreenFrame screen="store">
      <StorePanel />
    </ScreenFrame>
  );
}
