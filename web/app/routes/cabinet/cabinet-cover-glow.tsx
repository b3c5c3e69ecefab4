import { CoverPicker } from '../../features/looks';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-cover-glow';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-cover-glow');

export default function CabinetCoverGlowScreen() {
  return (
    <ScreenFrame screen="cabinet-cover-glow" nested>
      <CoverPicker kind="glow" />
    </ScreenFrame>
  );
}
