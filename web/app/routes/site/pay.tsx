import { PayPanel } from '../../features/payments';
import { ScreenFrame } from '../../features/site';
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
