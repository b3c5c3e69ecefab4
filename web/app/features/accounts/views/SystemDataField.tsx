import { useEffect, useState } from 'react';

import { useSession } from '../../../platform/session/useSession';
import { createAgentClient } from '../../../platform/launcher/agentClient';
import { readAgentSecret } from '../../../platform/launcher/agentSecret';

/**
 * The local agent's description of this machine (docs/product.md#accounts `system-data`), sent with the launcher's
 * sign-in so the sessions list can tell the player's computers apart. Empty when the agent is silent.
 */
export function SystemDataField() {
  const { launcherHost } = useSession();
  const [value, setValue] = useState('');

  useEffect(() => {
    if (!launcherHost) return;
    let live = true;
    readAgentSecret()
      .then((secret) => (secret === null ? null : createAgentClient(launcherHost, secret).systemData()))
      .then((data) => {
        if (live && data !== null) setValue(JSON.stringify(data));
      })
      .catch(() => {
        // No agent (a plain browser testing launcher pages): sign in without system data.
      });
    return () => {
      live = false;
    };
  }, [launcherHost]);

  return <input type="hidden" name="systemData" value={value} />;
}
