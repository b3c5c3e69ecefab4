import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { CoverOptionsDocument, SetCoverDocument, type CoverKind } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { CoverBanner } from '../components/CoverBanner';

// The ids come from the api's catalogue; every one has a label in both catalogues (looks.json).
const coverLabelKey = (kind: CoverKind, id: string) => `covers.${kind}.${id}` as 'covers.glow.wave';

export interface CoverPickerProps {
  kind: CoverKind;
}

/** One cover sub-page (art, glow or style): previews of its options; the chosen one shows on the profile. */
export function CoverPicker({ kind }: CoverPickerProps) {
  const { t } = useTranslation('looks');
  const covers = useQuery(CoverOptionsDocument, { variables: { kind }, fetchPolicy: 'cache-and-network' })
    .data?.coverOptions;
  const [setCover, { loading }] = useMutation(SetCoverDocument, {
    update(cache, { data }) {
      if (data?.setCover)
        cache.writeQuery({
          query: CoverOptionsDocument,
          variables: { kind },
          data: { coverOptions: data.setCover },
        });
    },
    onCompleted: () => {
      notify({ type: 'success', text: t('coverSaved') });
    },
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {covers?.options.map((option) => {
        const current = covers.current?.kind === kind && covers.current.id === option.id;
        return (
          <Card key={option.id} withBorder radius="md" padding="md" data-testid={`cover-${option.id}`}>
            <Stack gap="sm">
              <CoverBanner cover={{ kind, id: option.id }} minHeight={72} />
              <Group justify="space-between">
                <Text fw={600}>{t(coverLabelKey(kind, option.id))}</Text>
                {option.locked ? (
                  <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                    {t('locked')}
                  </Badge>
                ) : null}
              </Group>
              <Button
                variant={current ? 'filled' : 'default'}
                disabled={option.locked || current}
                loading={loading}
                onClick={() => void setCover({ variables: { kind, id: option.id } })}
              >
                {t(current ? 'chosen' : 'choose')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
