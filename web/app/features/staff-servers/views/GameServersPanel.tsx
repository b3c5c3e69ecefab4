import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  OrderGameServersDocument,
  RotateGameServerTokenDocument,
  StaffGameServersDocument,
  UpdateGameServerDocument,
  type StaffGameServerFieldsFragment,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { notify } from '../../../platform/notifications/notify';
import { StaffTable } from '../../staff';
import { GameServerForm } from './GameServerForm';
import { GameServerRow, type RowAction } from './GameServerRow';
import { RetireServerDialog } from './RetireServerDialog';
import { ServerConnectionModal } from './ServerConnectionModal';
import { ServerTokenNotice } from './ServerTokenNotice';

type Open = { kind: 'new' } | { kind: 'edit' | 'connection' | 'retire'; slug: string } | null;

/** Staff (web.servers.manage): every game server, and everything an owner does to one, on one screen. */
export function GameServersPanel() {
  const { t } = useTranslation('staff');
  const { data } = useQuery(StaffGameServersDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [StaffGameServersDocument] };
  const [order] = useMutation(OrderGameServersDocument, refetch);
  const [update] = useMutation(UpdateGameServerDocument, refetch);
  const [rotate] = useMutation(RotateGameServerTokenDocument, refetch);
  const [open, setOpen] = useState<Open>(null);
  const [token, setToken] = useState<{ server: string; token: string } | null>(null);
  const servers = data?.staffGameServers?.items ?? [];
  const active = servers.filter((server) => server.retiredAt === null);
  const chosen =
    open !== null && open.kind !== 'new' ? servers.find((server) => server.slug === open.slug) : undefined;
  const quiet = (work: Promise<unknown>) => {
    // Refusals are shown by the api error toast.
    work.catch(() => undefined);
  };

  const act = (server: StaffGameServerFieldsFragment, action: RowAction) => {
    const index = active.findIndex((row) => row.slug === server.slug);
    switch (action) {
      case 'up':
      case 'down': {
        const slugs = active.map((row) => row.slug);
        const other = index + (action === 'up' ? -1 : 1);
        const here = slugs[index];
        const there = slugs[other];
        if (here === undefined || there === undefined) return;
        slugs[index] = there;
        slugs[other] = here;
        quiet(order({ variables: { input: { slugs } } }));
        return;
      }
      case 'toggle': {
        const visible = !server.visible;
        quiet(
          update({ variables: { slug: server.slug, input: { visible } } }).then(() => {
            const key = visible ? 'gameServers.shownDone' : 'gameServers.hiddenDone';
            notify({ type: 'success', text: t(key, { server: server.name }) });
          }),
        );
        return;
      }
      case 'token':
        if (!window.confirm(t('servers.rotateConfirm', { server: server.name }))) return;
        quiet(
          rotate({ variables: { input: { server: server.slug } } }).then(({ data: done }) => {
            const issued = done?.rotateServerToken;
            if (issued) setToken({ server: server.name, token: issued.token });
          }),
        );
        return;
      default:
        setOpen({ kind: action, slug: server.slug });
    }
  };

  const close = () => {
    setOpen(null);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button
          onClick={() => {
            setOpen({ kind: 'new' });
          }}
        >
          {t('gameServers.add')}
        </Button>
        <Text size="xs" c="dimmed" hiddenFrom="md">
          {t('gameServers.scrollCue')}
        </Text>
      </Group>
      {token ? (
        <ServerTokenNotice
          server={token.server}
          token={token.token}
          onHide={() => {
            setToken(null);
          }}
        />
      ) : null}
      <StaffTable
        minWidth={1100}
        testId="game-servers"
        columns={[
          t('gameServers.columns.order'),
          t('gameServers.columns.server'),
          t('gameServers.columns.version'),
          t('gameServers.columns.addresses'),
          t('gameServers.columns.rcon'),
          t('gameServers.columns.token'),
          t('gameServers.columns.actions'),
        ]}
      >
        {servers.map((server) => {
          const index = active.indexOf(server);
          return (
            <GameServerRow
              key={server.slug}
              server={server}
              first={index === 0}
              last={index === active.length - 1}
              onAction={(action) => {
                act(server, action);
              }}
            />
          );
        })}
      </StaffTable>
      {open?.kind === 'new' ? <GameServerForm server={null} onClose={close} /> : null}
      {open?.kind === 'edit' && chosen ? <GameServerForm server={chosen} onClose={close} /> : null}
      {open?.kind === 'connection' && chosen ? (
        <ServerConnectionModal server={chosen} onClose={close} />
      ) : null}
      {open?.kind === 'retire' && chosen ? <RetireServerDialog server={chosen} onClose={close} /> : null}
    </Stack>
  );
}
