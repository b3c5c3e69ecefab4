import { useMutation } from '@apollo/client/react';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffIssueGameBanDocument } from '../../../generated/graphql';
import { BanLengthFields, BanReviewDialog, banDays, banDuration, type BanLength } from '../../staff';

const ALL_SERVERS = '*';
interface Draft extends BanLength {
  player: string;
  server: string;
  reason: string;
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
  const days = banDays(draft);
  const lengthValid = days !== undefined;
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
    <BanReviewDialog
      opened={props.opened}
      title={t('gameBans.issueTitle')}
      summary={
        confirming
          ? {
              testId: 'game-ban-summary',
              text: t(draft.length === 'forever' ? 'gameBans.summaryForever' : 'gameBans.summaryDays', {
                player: draft.player.trim(),
                server: serverName,
                days: days ?? 0,
                reason: draft.reason.trim(),
              }),
            }
          : null
      }
      valid={valid}
      busy={issuing.loading}
      confirm={t('gameBans.issueConfirm')}
      onReview={() => {
        setConfirming(true);
      }}
      onBack={() => {
        setConfirming(false);
      }}
      onConfirm={() => {
        const input = {
          player: draft.player.trim(),
          server: draft.server === ALL_SERVERS ? null : draft.server,
          reason: draft.reason.trim(),
          ...banDuration(draft),
        };
        void issue({ variables: { input } }).then(() => {
          setDraft(EMPTY);
          setConfirming(false);
          props.onIssued();
        });
      }}
      onClose={close}
    >
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
      <BanLengthFields value={draft} onChange={set} />
    </BanReviewDialog>
  );
}
