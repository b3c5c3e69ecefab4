import { Alert, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentApi } from '../../../platform/launcher/agentClient';
import { RECOMMENDED_MEMORY_MEGABYTES, type MemorySetting } from '../../../platform/launcher/agentContract';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';
import { useAgentSetting } from '../hooks/useAgentSetting';
import { NoAgent } from '../components/NoAgent';

const readMemory = (api: AgentApi) => api.memory();
const writeMemory = (api: AgentApi, value: MemorySetting) => api.setMemory(value);
const readFolder = async (api: AgentApi) => (await api.resourceFolder()).path;
const writeFolder = (api: AgentApi, value: string) => api.setResourceFolder(value);
const readStates = (api: AgentApi) => api.systemStates();

/** RAM: auto (a share of the machine) or a number of megabytes; below 2 GB gets a warning (docs/product.md#launcher). */
export function RamSettingsView() {
  const { t } = useTranslation('launcher');
  const { api } = useLauncherAgent();
  const [memory, setMemory] = useAgentSetting(readMemory, writeMemory);
  if (!api) return <NoAgent />;
  if (memory === null) return null;
  return (
    <Stack gap="sm" data-testid="launcher-ram">
      <Switch
        label={t('settings.memoryAuto')}
        checked={memory === 'auto'}
        onChange={(event) => {
          setMemory(event.currentTarget.checked ? 'auto' : RECOMMENDED_MEMORY_MEGABYTES);
        }}
      />
      {memory !== 'auto' ? (
        <NumberInput
          label={t('settings.memory')}
          suffix=" MB"
          min={512}
          step={512}
          value={memory}
          onBlur={(event) => {
            const value = Number(event.currentTarget.value.replace(/\D/g, ''));
            if (value >= 512) setMemory(value);
          }}
        />
      ) : null}
      {memory !== 'auto' && memory < RECOMMENDED_MEMORY_MEGABYTES ? (
        <Alert color="yellow">{t('settings.memoryLow')}</Alert>
      ) : null}
    </Stack>
  );
}

/** The install folder: shown, changed, opened in the file manager. */
export function FolderSettingsView() {
  const { api } = useLauncherAgent();
  const [folder, setFolder] = useAgentSetting(readFolder, writeFolder);
  if (!api) return <NoAgent />;
  if (folder === null) return null;
  // Keyed by the saved value, so the draft starts over from what the agent holds.
  return (
    <FolderForm
      key={folder}
      folder={folder}
      onSave={setFolder}
      onOpen={() => void api.resourceFolder(true)}
    />
  );
}

function FolderForm({
  folder,
  onSave,
  onOpen,
}: {
  folder: string;
  onSave: (value: string) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('launcher');
  const [draft, setDraft] = useState(folder);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('settings.folder')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
        }}
      />
      <Group gap="xs">
        <Button
          onClick={() => {
            onSave(draft.trim());
          }}
          disabled={draft.trim() === '' || draft === folder}
        >
          {t('settings.save')}
        </Button>
        <Button variant="default" onClick={onOpen}>
          {t('settings.openFolder')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Other: whether the game's log is sent to the debugging page. */
export function OtherSettingsView() {
  const { t } = useTranslation('launcher');
  const { api } = useLauncherAgent();
  const [states, setStates] = useAgentSetting(readStates, async (agent, next) => {
    await agent.setLogDisplay(next.logDisplayEnabled);
  });
  if (!api) return <NoAgent />;
  if (states === null) return null;
  return (
    <Switch
      label={t('settings.logDisplay')}
      checked={states.logDisplayEnabled}
      onChange={(event) => {
        setStates({ ...states, logDisplayEnabled: event.currentTarget.checked });
      }}
    />
  );
}

/** Staff: the JDWP debugger and extra JVM flags. */
export function AdminSettingsView() {
  const { t } = useTranslation('launcher');
  const { api } = useLauncherAgent();
  const [states, setStates] = useAgentSetting(readStates, async (agent, next) => {
    await agent.setDebugger(next.debuggerEnabled);
    await agent.setJvmFlags(next.jvmFlags);
  });
  if (!api) return <NoAgent />;
  if (states === null) return null;
  return (
    <Stack gap="sm">
      <Switch
        label={t('settings.debugger')}
        description={t('settings.debuggerHint')}
        checked={states.debuggerEnabled}
        onChange={(event) => {
          setStates({ ...states, debuggerEnabled: event.currentTarget.checked });
        }}
      />
      <FlagsInput
        key={states.jvmFlags}
        flags={states.jvmFlags}
        onSave={(jvmFlags) => {
          setStates({ ...states, jvmFlags });
        }}
      />
      <Text size="xs" c="dimmed">
        {t('settings.jvmFlagsHint')}
      </Text>
    </Stack>
  );
}

function FlagsInput({ flags, onSave }: { flags: string; onSave: (value: string) => void }) {
  const { t } = useTranslation('launcher');
  const [draft, setDraft] = useState(flags);
  return (
    <TextInput
      label={t('settings.jvmFlags')}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
      }}
      onBlur={() => {
        if (draft !== flags) onSave(draft);
      }}
    />
  );
}
