import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DateText, PlayerRecordsView, StaffPlayerView } from './playerCardTypes';
import { RecordLine, RecordSection } from './RecordSection';
import { useStaffScreenLink } from '../../useStaffScreenLink';

function StateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <Badge variant="light" color={active ? 'red' : 'gray'}>
      {active ? t('gameBans.states.active') : t('gameBans.states.ended')}
    </Badge>
  );
}

/** Bans on the site (issued here) and on the game servers (reported by them or issued on the bans screen). */
export function PlayerBans(props: {
  player: StaffPlayerView;
  records: PlayerRecordsView | null;
  date: DateText;
  banAction: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const screen = useStaffScreenLink();
  const siteBans = props.player.bans;
  const gameBans = props.records?.gameBans ?? [];
  const gameBansLink = screen('bans', { player: props.player.login });
  return (
    <>
      <RecordSection
        title={t('players.bans')}
        testId="staff-player-site-bans"
        empty={t('players.noBans')}
        count={siteBans.length}
        action={props.banAction}
      >
        {siteBans.map((ban) => (
          <RecordLine
            key={ban.id}
            main={ban.reason}
            badge={<StateBadge active={ban.active} />}
            details={[
              ban.permanent ? t('gameBans.forever') : t('players.until', { at: props.date(ban.endsAt) }),
              t('gameBans.by', { login: ban.bannedBy ?? '—' }),
              props.date(ban.startsAt),
              ban.liftedBy ? t('players.lifted', { by: ban.liftedBy, reason: ban.liftReason ?? '' }) : null,
            ]}
          />
        ))}
      </RecordSection>
      <RecordSection
        title={t('players.gameBans')}
        testId="staff-player-game-bans"
        empty={t('players.noGameBans')}
        count={gameBans.length}
        more={gameBansLink ? { to: gameBansLink, label: t('players.allGameBans') } : null}
      >
        {gameBans.map((ban) => (
          <RecordLine
            key={ban.id}
            main={`${ban.reason} · ${ban.serverName}`}
            badge={<StateBadge active={ban.active} />}
            details={[
              ban.permanent ? t('gameBans.forever') : t('players.until', { at: props.date(ban.endsAt) }),
              t('gameBans.by', { login: ban.bannedBy }),
              props.date(ban.startsAt),
            ]}
          />
        ))}
      </RecordSection>
    </>
  );
}
