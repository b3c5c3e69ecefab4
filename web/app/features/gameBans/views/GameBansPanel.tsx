import { useMutation } from '@apollo/client/react';
import { Button, Group, Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  type GameBanStatusName,
  StaffGameBansDocument,
  StaffLiftGameBanDocument,
  StoreServersDocument,
  type StaffGameBanFieldsFragment,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { notify } from '../../../platform/notifications/notify';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StaffTable } from '../../staff';
import { GameBanRow } from './GameBanRow';
import { IssueGameBanDialog } from './IssueGameBanDialog';

type StatusFilter = 'all' | GameBanStatusName;

/**
 * Staff (staff.bans.manage): game bans with filters (of one player with `?player=`); lift one or issue a
 * new one, each confirmed first.
 */
export function GameBansPanel() {
  const { t } = useTranslation('staff');
  // `?player=` opens the screen filtered (the staff player card links here).
  const [params] = useSearchParams();
  const [playerDraft, setPlayerDraft] = useState(params.get('player') ?? '');
  const [player, setPlayer] = useState(params.get('player') ?? '');
  const [server, setServer] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [lifting, setLifting] = useState<StaffGameBanFieldsFragment | null>(null);
  const [issuing, setIssuing] = useState(false);
  const servers = useQuery(StoreServersDocument).data?.storeRoles?.servers ?? [];
  const { data, refetch } = useQuery(StaffGameBansDocument, {
    variables: {
      ...(player === '' ? {} : { player }),
      ...(server === null ? {} : { server }),
      ...(status === 'all' ? {} : { status }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const [lift, liftState] = useMutation(StaffLiftGameBanDocument);
  const bans = data?.staffGameBans?.bans ?? [];
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setPlayer(playerDraft.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('gameBans.player')}
              value={playerDraft}
              onChange={(event) => {
                setPlayerDraft(event.currentTarget.value);
              }}
            />
            <Select
              label={t('gameBans.server')}
              placeholder={t('gameBans.anyServer')}
              clearable
              value={server}
              data={servers.map((item) => ({ value: item.slug, label: item.name }))}
              onChange={setServer}
            />
            <SegmentedControl
              value={status}
              data={(['active', 'lifted', 'all'] as const).map((value) => ({
                value,
                label: t(`gameBans.filter.${value}`),
              }))}
              onChange={(value) => {
                setStatus(value);
              }}
            />
            <Button type="submit" variant="light">
              {t('gameBans.find')}
            </Button>
          </Group>
        </form>
        <Button
          color="red"
          onClick={() => {
            setIssuing(true);
          }}
        >
          {t('gameBans.issue')}
        </Button>
      </Group>
      {bans.length === 0 ? <Text c="dimmed">{t('gameBans.none')}</Text> : null}
      <StaffTable
        minWidth={960}
        testId="game-bans"
        columns={[
          t('gameBans.player'),
          t('gameBans.server'),
          t('gameBans.reason'),
          t('gameBans.since'),
          t('gameBans.until'),
          t('gameBans.state'),
          t('gameBans.command'),
          '',
        ]}
      >
        {bans.map((ban) => (
          <GameBanRow
            key={ban.id}
            ban={ban}
            onLift={() => {
              setLifting(ban);
            }}
          />
        ))}
      </StaffTable>
      <ConfirmDialog
        opened={lifting !== null}
        title={t('gameBans.liftTitle', { player: lifting?.player ?? '', server: lifting?.server.name ?? '' })}
        text={t('gameBans.liftHelp')}
        back={t('gameBans.back')}
        confirm={t('gameBans.liftConfirm')}
        busy={liftState.loading}
        onClose={() => {
          setLifting(null);
        }}
        onConfirm={() => {
          if (lifting === null) return;
          void lift({ variables: { id: lifting.id } }).then(() => {
            setLifting(null);
            notify({ type: 'success', text: t('gameBans.lifted') });
            void refetch();
          });
        }}
      />
      <IssueGameBanDialog
        opened={issuing}
        servers={servers}
        onClose={() => {
          setIssuing(false);
        }}
        onIssued={() => {
          setIssuing(false);
          notify({ type: 'success', text: t('gameBans.issued') });
          void refetch();
        }}
      />
    </Stack>
  );
}
