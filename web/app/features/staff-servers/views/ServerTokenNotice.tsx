import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A freshly issued system token: shown once, until staff say they copied it. */
export function ServerTokenNotice({
  server,
  token,
  onHide,
}: {
  server: string;
  token: string;
  onHide: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Alert color="yellow" title={t('servers.tokenTitle', { server })} data-testid="server-token">
      <Stack gap="xs">
        <Text size="sm">{t('servers.tokenOnce')}</Text>
        <Code block>{token}</Code>
        <Group>
          <Button size="xs" variant="default" onClick={onHide}>
            {t('servers.tokenHide')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
