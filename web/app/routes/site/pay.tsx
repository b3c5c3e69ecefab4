import { PayPanel } from '../../features/payments/views/PayPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/pay';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'pay');

export default function PayScreen() {
  return (
    <ScreenFrame screen="pay">
      <PayPanel />
    </ScreenFrame>
  );
}
