import { useMemo } from 'react';

import type { AgentApi } from '../../platform/launcher/agentClient';
import { readLauncherCredentials } from '../../platform/launcher/launcherCredentials';
import { takeLauncherLegacySignIn } from './launcherLegacyKeys';
import { LegacySignInFrom } from './LegacySignIn';

/**
 * The previous launcher's cached sign-in, in the agent's storage (launcher mode). Credentials of this
 * launcher already in the agent sign the window in on their own: the old pair is then only forgotten.
 */
export function LauncherLegacySignIn({ agent }: { agent: AgentApi | null }) {
  const take = useMemo(
    () =>
      agent
        ? async () => {
            const [legacy, current] = await Promise.all([
              takeLauncherLegacySignIn(agent),
              readLauncherCredentials(agent),
            ]);
            return current ? null : legacy;
          }
        : null,
    [agent],
  );
  return <LegacySignInFrom source="launcher" take={take} />;
}
