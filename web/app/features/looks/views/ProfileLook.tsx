import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { PlayerLookDocument } from '../../../generated/graphql';
import { CoverBanner } from '../components/CoverBanner';
import { LazySkinViewer } from '../components/LazySkinViewer';
import { PlayerHead } from '../components/PlayerHead';

export interface ProfileLookProps {
  nickname: string;
}

/** A public profile's head and 3D skin; the viewer only loads for players who have a skin. */
export function ProfileLook({ nickname }: ProfileLookProps) {
  const { t } = useTranslation('looks');
  const look = useQuery(PlayerLookDocument, {
    variables: { nick: nickname },
    // A player known only from game data has no look: nothing to report.
    context: { suppressErrorToast: true },
  }).data?.playerLook;
  return (
    <CoverBanner cover={look?.cover}>
      <Group align="center" gap="lg" wrap="wrap" p="md">
        <PlayerHead
          nickname={look?.nickname ?? nickname}
          headUrl={look?.headUrl}
          avatarUrl={look?.avatar?.url}
          size={72}
        />
        <Text fw={700} size="xl">
          {look?.nickname ?? nickname}
        </Text>
        {look?.skin ? (
          <LazySkinViewer
            skinUrl={look.skin.url}
            capeUrl={look.cape?.url ?? null}
            slim={look.skin.model === 'slim'}
            label={t('previewOf', { nickname: look.nickname })}
            width={160}
            height={220}
          />
        ) : null}
      </Group>
    </CoverBanner>
  );
}
