import { useEffect, useState } from 'react';

import { useSession } from '../../../platform/session/useSession';

/**
 * The local agent's description of this machine (spec §7 `system-data`), sent with the launcher's
 * sign-in so the sessions list can tell the player's computers apart. Empty when the agent is silent.
 */
export function SystemDataField() {
  const { launcherHost } = useSession();
  const [value, setValue] = useState('');

  useEffect(() => {
    if (!launcherHost) return;
    const controller = new AbortController();
    fetch(`${launcherHost}/system-data`, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then(setValue)
      .catch(() => {
        // No agent (a plain browser testing launcher pages): sign in without system data.
      });
    return () => {
      controller.abort();
    };
  }, [launcherHost]);

  return <input type="hidden" name="systemData" value={value} />;
}
