import { useMutation } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffBanPlayerDocument, StaffPlayerDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { BanLengthFields, banDuration, NO_BAN_LENGTH, type BanLength } from '../components/BanLengthFields';
import { BanReviewDialog } from '../components/BanReviewDialog';

const REASON_MIN = 3;

/** A site ban: a reason and an explicit length (days or forever), then a summary to confirm. */
export function SiteBanDialog(props: { login: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<BanLength>(NO_BAN_LENGTH);
  const [confirming, setConfirming] = useState(false);
  const [ban, banning] = useMutation(StaffBanPlayerDocument, { refetchQueries: [StaffPlayerDocument] });
  const duration = banDuration(length);
  const close = () => {
    setReason('');
    setLength(NO_BAN_LENGTH);
    setConfirming(false);
    props.onClose();
  };
  const days = duration !== null && 'days' in duration ? duration.days : null;
  const summary = t(days === null ? 'players.banSummaryForever' : 'players.banSummaryDays', {
    login: props.login,
    days: days ?? 0,
    reason: reason.trim(),
  });
  return (
    <BanReviewDialog
      opened={props.opened}
      title={t('players.banTitle', { login: props.login })}
      summary={confirming && duration !== null ? { text: summary, testId: 'site-ban-summary' } : null}
      valid={reason.trim().length >= REASON_MIN && duration !== null}
      busy={banning.loading}
      confirm={t('players.ban')}
      onReview={() => {
        setConfirming(true);
      }}
      onBack={() => {
        setConfirming(false);
      }}
      onConfirm={() => {
        if (duration === null) return;
        void ban({ variables: { login: props.login, input: { reason: reason.trim(), ...duration } } }).then(
          () => {
            notify({ type: 'success', text: t('players.bannedNotice') });
            close();
          },
        );
      }}
      onClose={close}
    >
      <TextInput
        label={t('players.reason')}
        value={reason}
        required
        minLength={REASON_MIN}
        maxLength={500}
        onChange={(event) => {
          setReason(event.currentTarget.value);
        }}
      />
      <BanLengthFields value={length} onChange={setLength} />
    </BanReviewDialog>
  );
}
