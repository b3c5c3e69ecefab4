import { CoverPicker } from '../../features/looks';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-cover-art';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-cover-art');

export default function CabinetCoverArtScreen() {
  return (
    <ScreenFrame screen="cabinet-cover-art" nested>
      <CoverPicker kind="art" />
    </ScreenFrame>
  );
}
