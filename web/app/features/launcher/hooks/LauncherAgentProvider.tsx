import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { connectionStore } from '../../../platform/connection/connectionStore';
import { notify } from '../../../platform/notifications/notify';
import { useSession } from '../../../platform/session/useSession';
import { createAgentClient, type AgentApi } from '../../../platform/launcher/agentClient';
import type {
  AgentMessage,
  DownloadProgress,
  LauncherStatus,
} from '../../../platform/launcher/agentContract';
import { readAgentSecret } from '../../../platform/launcher/agentSecret';
import { connectAgentSocket } from '../../../platform/launcher/agentSocket';
import { LauncherCredentialsSync } from './LauncherCredentialsSync';
import { LauncherLegacySignIn } from '../../legacySignIn';
import { LauncherThemeSync } from './LauncherThemeSync';

export interface LauncherAgentState {
  api: AgentApi | null;
  /** null until the first answer: no dialog flashes while the socket opens. */
  connected: boolean | null;
  status: LauncherStatus;
  progress: DownloadProgress;
  launchedUuid: string | null;
  logs: string[];
  launch: (uuid: string) => Promise<void>;
  cancel: () => Promise<void>;
  clearLogs: () => void;
  /** Looks for the agent again (the no-agent screen's button); `retrying` while it looks. */
  retry: () => Promise<void>;
  retrying: boolean;
}

const LauncherAgentContext = createContext<LauncherAgentState | null>(null);

/** The shortest search the no-agent screen shows, so a quick "not found" still reads as a search. */
const RETRY_MIN_MS = 800;

/** Logs kept in the page; the debugging view is virtualised, but memory is not endless. */
const MAX_LOG_ROWS = 20_000;

/** Launcher state of docs/product.md#launcher, fed by the agent's WebSocket, for every launcher page. */
export function LauncherAgentProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('launcher');
  const { launcherHost } = useSession();
  const [secret, setSecret] = useState<string | null>(null);
  const [connected, setConnected] = useState<boolean | null>(null);
  const [status, setStatus] = useState<LauncherStatus>('idle');
  const [progress, setProgress] = useState<DownloadProgress>({ current: 0, total: 0 });
  const [launchedUuid, setLaunchedUuid] = useState<string | null>(null);
  const [logs, setLogs] = useState<string[]>([]);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    void readAgentSecret().then(setSecret);
  }, []);

  useEffect(() => {
    // The site's one connection-lost dialog (platform/connection) also says when the agent is away, until
    // its socket is back or the launcher pages are left.
    if (connected !== false) return;
    connectionStore.report('agent-lost');
    return () => {
      connectionStore.report('agent-back');
    };
  }, [connected]);

  const api = useMemo(
    () => (launcherHost && secret ? createAgentClient(launcherHost, secret) : null),
    [launcherHost, secret],
  );

  useEffect(() => {
    if (!launcherHost || !secret) return;
    const onMessage = (message: AgentMessage) => {
      if (message.type === 'state') {
        setStatus(message.status);
        setLaunchedUuid(message.launchedUuid);
      } else if (message.type === 'progress') setProgress(message.progress);
      else if (message.type === 'logs') setLogs((rows) => [...rows, ...message.rows].slice(-MAX_LOG_ROWS));
      else notify({ type: 'error', text: message.error.error_message });
    };
    return connectAgentSocket({ host: launcherHost, secret, onMessage, onConnectedChange: setConnected });
  }, [launcherHost, secret]);

  const launch = useCallback(
    async (uuid: string) => {
      if (!api) return;
      // docs/product.md#launcher: one client at a time.
      if (launchedUuid !== null) {
        notify({ type: 'warn', text: t('oneAtATime') });
        return;
      }
      setLaunchedUuid(uuid);
      setStatus('idle');
      try {
        await api.launch(uuid);
      } catch (error) {
        setLaunchedUuid(null);
        notify({ type: 'error', text: (error as Error).message });
      }
    },
    [api, launchedUuid, t],
  );

  const cancel = useCallback(async () => {
    if (!api) return;
    try {
      await api.cancel();
    } catch (error) {
      notify({ type: 'error', text: (error as Error).message });
    }
    setLaunchedUuid(null);
    setStatus('idle');
  }, [api]);

  const clearLogs = useCallback(() => {
    setLogs([]);
  }, []);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const [found] = await Promise.all([
        readAgentSecret(),
        new Promise((resolve) => setTimeout(resolve, RETRY_MIN_MS)),
      ]);
      setSecret(found);
    } finally {
      setRetrying(false);
    }
  }, []);

  const value = useMemo(
    () => ({
      api,
      connected,
      status,
      progress,
      launchedUuid,
      logs,
      launch,
      cancel,
      clearLogs,
      retry,
      retrying,
    }),
    [api, connected, status, progress, launchedUuid, logs, launch, cancel, clearLogs, retry, retrying],
  );

  return (
    <LauncherAgentContext.Provider value={value}>
      {children}
      <LauncherCredentialsSync api={api} />
      <LauncherLegacySignIn agent={api} />
      <LauncherThemeSync api={api} />
    </LauncherAgentContext.Provider>
  );
}

export function useLauncherAgent(): LauncherAgentState {
  const state = useContext(LauncherAgentContext);
  if (state === null) throw new Error('useLauncherAgent outside LauncherAgentProvider');
  return state;
}
