import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';

import type { AgentApi } from '../../../platform/launcher/agentClient';

/** Applies the colour scheme the agent keeps (launcher settings → theme) to the launcher window. */
export function LauncherThemeSync({ api }: { api: AgentApi | null }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (!api) return;
    api.theme().then(setColorScheme, () => {
      // An older agent without the call: the site's own scheme stays.
    });
  }, [api, setColorScheme]);
  return null;
}
