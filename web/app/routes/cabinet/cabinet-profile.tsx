import { Stack } from '@mantine/core';

import { AvatarPanel, LookPanel } from '../../features/looks';
import { ScreenFrame } from '../../features/site';
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
