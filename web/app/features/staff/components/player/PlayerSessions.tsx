import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { DateText, StaffPlayerView } from './playerCardTypes';
import { RecordLine, RecordSection } from './RecordSection';

/** Where the player is signed in; staff with staff.players.sessions sign them out everywhere. */
export function PlayerSessions(props: {
  player: StaffPlayerView;
  date: DateText;
  onEnd: (() => void) | null;
  ending: boolean;
}) {
  const { t } = useTranslation('staff');
  const sessions = props.player.sessions;
  return (
    <RecordSection
      title={t('players.sessions')}
      testId="staff-sessions"
      empty={t('players.noSessions')}
      count={sessions.length}
      action={
        props.onEnd ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={props.ending}
            disabled={!sessions.some((session) => session.active)}
            onClick={props.onEnd}
          >
            {t('players.endSessions')}
          </Button>
        ) : null
      }
    >
      {sessions.map((session) => (
        <RecordLine
          key={session.id}
          main={t(`players.sources.${session.source}`, { defaultValue: session.source })}
          badge={
            <Badge color={session.active ? 'teal' : 'gray'} variant="light">
              {session.active ? t('players.active') : t('players.ended_state')}
            </Badge>
          }
          details={[
            [session.browser, session.system].filter(Boolean).join(', '),
            session.ip,
            props.date(session.lastUsedAt),
          ]}
        />
      ))}
    </RecordSection>
  );
}
