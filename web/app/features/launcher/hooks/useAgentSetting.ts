import { useEffect, useState } from 'react';

import { notify } from '../../../platform/notifications/notify';
import type { AgentApi } from '../../../platform/launcher/agentClient';
import { useLauncherAgent } from './LauncherAgentProvider';

/**
 * One agent setting: read once, saved on change (the agent persists it before it answers), with the
 * agent's refusal shown as an error notification (docs/product.md#launcher).
 */
export function useAgentSetting<T>(
  read: (api: AgentApi) => Promise<T>,
  write: (api: AgentApi, value: T) => Promise<unknown>,
): [T | null, (value: T) => void] {
  const { api } = useLauncherAgent();
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!api) return;
    void read(api).then(setValue, (error: unknown) => {
      notify({ type: 'error', text: (error as Error).message });
    });
    // The readers are module-level functions; re-reading only when the agent changes is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  const save = (next: T) => {
    if (!api) return;
    const previous = value;
    setValue(next);
    write(api, next).catch((error: unknown) => {
      setValue(previous);
      notify({ type: 'error', text: (error as Error).message });
    });
  };
  return [value, save];
}
