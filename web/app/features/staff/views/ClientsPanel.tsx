import { Stack } from '@mantine/core';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StaffLauncherClientsDocument } from '../../../generated/graphql';
import { ClientsPublishForm } from './ClientsPublishForm';
import { ClientsVersions } from './ClientsVersions';

/** Staff (launcher.admin): publish a launcher client's new version from files, serve an older one again. */
export function ClientsPanel() {
  const { data } = useQuery(StaffLauncherClientsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.staffLauncherClients;
  return (
    <Stack gap="lg">
      <ClientsPublishForm servers={list?.servers ?? []} folderRoot={list?.folderRoot ?? null} />
      <ClientsVersions clients={list?.clients ?? []} />
    </Stack>
  );
}
