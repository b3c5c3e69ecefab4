import { Stack } from '@mantine/core';

import { HistoryList, PasswordPanel } from '../../features/cabinet';
import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-password';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-password');

export default function CabinetPasswordScreen() {
  return (
    <ScreenFrame screen="cabinet-password" nested>
      <Stack gap="lg">
        <PasswordPanel />
        <HistoryList target="password" />
      </Stack>
    </ScreenFrame>
  );
}
