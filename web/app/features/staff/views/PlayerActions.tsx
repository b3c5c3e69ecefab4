import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffPlayerDocument,
  StaffResetTwoFactorDocument,
  StaffUnbanPlayerDocument,
} from '../../../generated/graphql';
import type { StaffPlayerView } from '../components/player/playerCardTypes';

const REASON_MIN = 3;

/** Lifting the site ban and resetting 2FA, each with a reason the audit log keeps. */
export function PlayerActions(props: {
  player: StaffPlayerView;
  canUnban: boolean;
  canResetTwoFactor: boolean;
}) {
  const { t } = useTranslation('staff');
  const { player } = props;
  const refresh = { refetchQueries: [StaffPlayerDocument] };
  const [resetTwoFactor, resetting] = useMutation(StaffResetTwoFactorDocument, refresh);
  const [unban, unbanning] = useMutation(StaffUnbanPlayerDocument, refresh);
  const [reason, setReason] = useState('');
  const reasonOk = reason.trim().length >= REASON_MIN;
  const showUnban = props.canUnban && player.bans.some((ban) => ban.active);
  const showReset = props.canResetTwoFactor && player.twoFactorType !== 0;
  if (!showUnban && !showReset) return null;
  const input = { login: player.login, input: { reason: reason.trim() } };
  return (
    <Stack gap="xs">
      <TextInput
        label={t('players.reason')}
        description={t('players.reasonHelp')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
        }}
        maxLength={500}
      />
      <Group gap="xs">
        {showUnban ? (
          <Button
            disabled={!reasonOk}
            loading={unbanning.loading}
            onClick={() => {
              void unban({ variables: input }).then(() => {
                setReason('');
              });
            }}
          >
            {t('players.unban')}
          </Button>
        ) : null}
        {showReset ? (
          <Button
            variant="light"
            disabled={!reasonOk}
            loading={resetting.loading}
            onClick={() => {
              void resetTwoFactor({ variables: input }).then(() => {
                setReason('');
              });
            }}
          >
            {t('players.resetTwoFactor')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
