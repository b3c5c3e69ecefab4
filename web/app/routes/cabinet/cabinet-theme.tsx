import { ThemePanel } from '../../features/looks';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-theme';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-theme');

export default function CabinetThemeScreen() {
  return (
    <ScreenFrame screen="cabinet-theme" nested>
      <ThemePanel />
    </ScreenFrame>
  );
}
