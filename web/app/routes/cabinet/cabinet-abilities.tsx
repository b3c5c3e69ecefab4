import { AbilitiesPanel } from '../../features/store';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-abilities';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-abilities');

export default function CabinetAbilitiesScreen() {
  return (
    <ScreenFrame screen="cabinet-abilities" nested>
      <AbilitiesPanel />
    </ScreenFrame>
  );
}
