import { ActionIcon, Card, CopyButton, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { CabinetAbilitiesDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';

/** Cabinet → abilities: the commands the player's active roles give, per server, each easy to copy. */
export function AbilitiesPanel() {
  const { t } = useTranslation('store');
  const { data, loading } = useQuery(CabinetAbilitiesDocument, { fetchPolicy: 'cache-and-network' });
  const servers = data?.cabinetAbilities?.servers;
  if (!servers) return loading ? <Loader /> : null;
  if (servers.length === 0) return <Text c="dimmed">{t('abilities.none')}</Text>;
  return (
    <Stack gap="lg">
      {servers.map((entry) => (
        <Stack key={entry.server.slug} gap="xs">
          <Title order={3}>{entry.server.name}</Title>
          <Text size="sm" c="dimmed">
            {t('abilities.from', { roles: entry.roleNames.join(', ') })}
          </Text>
          {entry.abilities.map((ability) => (
            <Card key={ability.command} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text component="code" fw={700}>
                    {ability.command}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ability.description}
                  </Text>
                </Stack>
                <CopyButton value={ability.command} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('abilities.copied') : t('abilities.copy')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        aria-label={t('abilities.copy')}
                        onClick={() => {
                          try {
                            copy();
                            notify({ type: 'success', text: t('abilities.copied') });
                          } catch {
                            notify({ type: 'error', text: t('abilities.copyFailed') });
                          }
                        }}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
