import { SimpleGrid } from '@mantine/core';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import { ServerCard } from './ServerCard';

export interface ServerGridProps {
  servers: readonly ServerCardFieldsFragment[];
}

export function ServerGrid({ servers }: ServerGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="server-grid">
      {servers.map((server) => (
        <ServerCard key={server.id} server={server} />
      ))}
    </SimpleGrid>
  );
}
