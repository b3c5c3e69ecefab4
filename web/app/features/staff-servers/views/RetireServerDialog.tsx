import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  RetireGameServerDocument,
  StaffGameServersDocument,
  type StaffGameServerFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';

/** Retiring cannot be undone from the site: it says what happens and asks first. */
export function RetireServerDialog({
  server,
  onClose,
}: {
  server: StaffGameServerFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const [retire, retiring] = useMutation(RetireGameServerDocument, {
    refetchQueries: [StaffGameServersDocument],
  });
  return (
    <StackedModal opened onClose={onClose} title={t('gameServers.retireTitle', { server: server.name })}>
      <Stack gap="md">
        <Text size="sm">{t('gameServers.retireText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('gameServers.cancel')}
          </Button>
          <Button
            color="red"
            loading={retiring.loading}
            onClick={() => {
              void retire({ variables: { slug: server.slug } })
                .then(() => {
                  notify({ type: 'success', text: t('gameServers.retiredDone', { server: server.name }) });
                  onClose();
                })
                .catch(() => undefined);
            }}
          >
            {t('gameServers.retireConfirm')}
          </Button>
        </Group>
      </Stack>
    </StackedModal>
  );
}
