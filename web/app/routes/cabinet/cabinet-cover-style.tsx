import { CoverPicker } from '../../features/looks';
import { ScreenFrame } from '../../features/site';
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
