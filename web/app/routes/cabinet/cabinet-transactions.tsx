import { TransactionsPanel } from '../../features/payments';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-transactions';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-transactions');

export default function CabinetTransactionsScreen() {
  return (
    <ScreenFrame screen="cabinet-transactions" nested>
      <TransactionsPanel />
    </ScreenFrame>
  );
}
