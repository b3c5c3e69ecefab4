import { useMutation } from '@apollo/client/react';
import { Button, Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffIssueGameBanDocument } from '../../../generated/graphql';
import { ConfirmActions } from '../../../ui/ConfirmDialog';
import { StackedModal } from '../../../ui/StackedModal';

const ALL_SERVERS = '*';
const MAX_DAYS = 3650;

interface Draft {
  player: string;
  server: string;
  reason: string;
  length: 'days' | 'forever';
  days: number | '';
}

const EMPTY: Draft = { player: '', server: ALL_SERVERS, reason: '', length: 'days', days: '' };

/**
 * A new game ban: player, one server or all, reason and a length — days, or "forever" chosen as such
 * (an empty days field never means forever). A summary is confirmed before the ban is queued.
 */
export function IssueGameBanDialog(props: {
  opened: boolean;
  servers: { slug: string; name: string }[];
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useTranslation('staff');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [issue, issuing] = useMutation(StaffIssueGameBanDocument);
  const days = draft.days === '' ? null : draft.days;
  const lengthValid = draft.length === 'forever' || (days !== null && days >= 1 && days <= MAX_DAYS);
  const valid =
    /^[A-Za-z0-9_]{1,32}$/.test(draft.player.trim()) && draft.reason.trim().length >= 3 && lengthValid;
  const serverName =
    draft.server === ALL_SERVERS
      ? t('gameBans.allServers')
      : (props.servers.find((item) => item.slug === draft.server)?.name ?? draft.server);
  const close = () => {
    setDraft(EMPTY);
    setConfirming(false);
    props.onClose();
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  return (
    <StackedModal opened={props.opened} onClose={close} title={t('gameBans.issueTitle')}>
      {confirming ? (
        <Stack gap="md">
          <Text size="sm" data-testid="game-ban-summary">
            {t(draft.length === 'forever' ? 'gameBans.summaryForever' : 'gameBans.summaryDays', {
              player: draft.player.trim(),
              server: serverName,
              days: days ?? 0,
              reason: draft.reason.trim(),
            })}
          </Text>
          <ConfirmActions
            back={t('gameBans.back')}
            confirm={t('gameBans.issueConfirm')}
            busy={issuing.loading}
            onBack={() => {
              setConfirming(false);
            }}
            onConfirm={() => {
              const input = {
                player: draft.player.trim(),
                server: draft.server === ALL_SERVERS ? null : draft.server,
                reason: draft.reason.trim(),
                ...(draft.length === 'forever' ? { forever: true } : { days }),
              };
              void issue({ variables: { input } }).then(() => {
                setDraft(EMPTY);
                setConfirming(false);
                props.onIssued();
              });
            }}
          />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) setConfirming(true);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('gameBans.player')}
              value={draft.player}
              required
              onChange={(event) => {
                set({ player: event.currentTarget.value });
              }}
            />
            <Select
              label={t('gameBans.server')}
              value={draft.server}
              allowDeselect={false}
              data={[
                { value: ALL_SERVERS, label: t('gameBans.allServers') },
                ...props.servers.map((item) => ({ value: item.slug, label: item.name })),
              ]}
              onChange={(value) => {
                set({ server: value ?? ALL_SERVERS });
              }}
            />
            <TextInput
              label={t('gameBans.reason')}
              value={draft.reason}
              required
              maxLength={200}
              onChange={(event) => {
                set({ reason: event.currentTarget.value });
              }}
            />
            <Radio.Group
              label={t('gameBans.length')}
              value={draft.length}
              onChange={(value) => {
                set({ length: value === 'forever' ? 'forever' : 'days' });
              }}
            >
              <Group mt="xs">
                <Radio value="days" label={t('gameBans.forDays')} />
                <Radio value="forever" label={t('gameBans.forever')} />
              </Group>
            </Radio.Group>
            {draft.length === 'days' ? (
              <NumberInput
                label={t('gameBans.days')}
                min={1}
                max={MAX_DAYS}
                allowDecimal={false}
                value={draft.days}
                error={days === null ? t('gameBans.daysRequired') : undefined}
                onChange={(value) => {
                  set({ days: typeof value === 'number' ? value : '' });
                }}
              />
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" disabled={!valid}>
                {t('gameBans.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </StackedModal>
  );
}
