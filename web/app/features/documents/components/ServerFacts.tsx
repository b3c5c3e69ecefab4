import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { DocumentPageQuery } from '../../../generated/graphql';
import { OnlineBadge } from '../../../ui/OnlineBadge';
import { Motd } from '../../servers';

type DocumentServer = NonNullable<NonNullable<DocumentPageQuery['document']>['server']>;

export interface ServerFactsProps {
  server: DocumentServer;
}

/** The live facts of the game server a server page describes (docs/product.md#servers server). */
export function ServerFacts({ server }: ServerFactsProps) {
  const { t } = useTranslation(['documents', 'servers']);
  const facts: [string, string][] = [
    [t('servers:version'), server.version],
    [t('servers:mode'), t(`servers:pvpMode.${server.pvpMode}`)],
    [t('documents:server.mainWorld'), server.mainWorldArea],
    [t('documents:server.otherWorld'), server.otherWorldArea],
    [t('servers:stats.online'), t('servers:playersCount', { online: server.online, max: server.maxPlayers })],
    [t('servers:stats.recordDay'), t('servers:stats.number', { value: server.recordDay })],
    [t('servers:stats.recordMax'), t('servers:stats.number', { value: server.recordMax })],
  ];
  return (
    <Paper withBorder radius="lg" p="lg" mt="xl" data-testid="server-facts">
      <Stack gap="md">
        <OnlineBadge
          online={server.isOnline}
          label={server.isOnline ? t('servers:status.online') : t('servers:status.offline')}
        />
        <Motd segments={server.motdSegments} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
