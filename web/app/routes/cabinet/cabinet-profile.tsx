import { Stack } from '@mantine/core';

import { AvatarPanel } from '../../features/looks/views/AvatarPanel';
import { LookPanel } from '../../features/looks/views/LookPanel';
import { ScreenFrame } from '../../features/site/components/ScreenFrame';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-profile';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-profile');

export default function CabinetProfileScreen() {
  return (
    <ScreenFrame screen="cabinet-profile" nested>
      <Stack gap="lg">
        <AvatarPanel />
        <LookPanel />
      </Stack>
    </ScreenFrame>
  );
}
