import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';

/** The launcher's pages opened without the launcher: say so, where to get it, and look again (issue 30). */
export function NoAgent() {
  const { t } = useTranslation('launcher');
  const lang = useLanguage();
  const { retry, retrying } = useLauncherAgent();
  return (
    <Alert color="yellow" data-testid="launcher-no-agent">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('noAgent')}</Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={href('/:lang/download', { lang })}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('download')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={retrying}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void retry()}
          >
            {t('retry')}
          </Button>
        </Group>
        <Group gap="xs" role="status" aria-live="polite" mih={20}>
          {retrying && (
            <>
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('retrying')}</Text>
            </>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
