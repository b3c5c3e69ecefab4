import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { AgentApi } from '../../../platform/launcher/agentClient';
import { launcherThemes, type LauncherTheme } from '../../../platform/launcher/agentContract';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';
import { useAgentSetting } from '../hooks/useAgentSetting';
import { NoAgent } from '../components/NoAgent';

const readTheme = (api: AgentApi) => api.theme();
const writeTheme = (api: AgentApi, value: LauncherTheme) => api.setTheme(value);

/** The launcher's colour scheme, kept by the agent (so every window opens in it) and applied at once. */
export function ThemeSettingsView() {
  const { t } = useTranslation('launcher');
  const { api } = useLauncherAgent();
  const { setColorScheme } = useMantineColorScheme();
  const [theme, setTheme] = useAgentSetting(readTheme, writeTheme);
  if (!api) return <NoAgent />;
  return (
    <Stack gap="xs" align="flex-start">
      <Text id="launcher-theme-label" fw={500}>
        {t('settings.theme')}
      </Text>
      <SegmentedControl
        aria-labelledby="launcher-theme-label"
        data-testid="launcher-theme"
        value={theme ?? 'auto'}
        disabled={theme === null}
        data={launcherThemes.map((value) => ({ value, label: t(`settings.themes.${value}`) }))}
        onChange={(value) => {
          const next = launcherThemes.find((item) => item === value) ?? 'auto';
          setTheme(next);
          setColorScheme(next);
        }}
      />
    </Stack>
  );
}
