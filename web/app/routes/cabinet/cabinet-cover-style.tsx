import { CoverPicker } from '../../features/looks/views/CoverPicker';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-cover-style';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-cover-style');

export default function CabinetCoverStyleScreen() {
  return (
    <ScreenFrame screen="cabinet-cover-style" nested>
      <CoverPicker kind="style" />
    </ScreenFrame>
  );
}
