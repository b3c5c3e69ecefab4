import { BonusPanel } from '../../features/bonus';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-bonus';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-bonus');

export default function CabinetBonusScreen() {
  return (
    <ScreenFrame screen="cabinet-bonus" nested>
      <BonusPanel />
    </ScreenFrame>
  );
}
