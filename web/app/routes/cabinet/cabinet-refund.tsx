import { RefundPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-refund';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-refund');

export default function CabinetRefundScreen() {
  return (
    <ScreenFrame screen="cabinet-refund" nested>
      <RefundPanel />
    </ScreenFrame>
  );
}
