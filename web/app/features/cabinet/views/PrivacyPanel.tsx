import { useMutation } from '@apollo/client/react';
import { Card, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { PrivacyDocument, SetHideLastOnlineDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';

/** docs/product.md#profiles: players may hide their last-online time from their public profile. */
export function PrivacyPanel() {
  const { t } = useTranslation('cabinet');
  const { data } = useQuery(PrivacyDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SetHideLastOnlineDocument, {
    update(cache, { data: saved }) {
      if (saved?.setHideLastOnline)
        cache.writeQuery({ query: PrivacyDocument, data: { privacy: saved.setHideLastOnline } });
    },
  });
  const hidden = data?.privacy?.hideLastOnline ?? false;
  return (
    <Card withBorder radius="md" padding="lg">
      <Switch
        checked={hidden}
        disabled={!data || loading}
        label={t('privacy.hideLastOnline')}
        description={t('privacy.hideLastOnlineHint')}
        onChange={(event) => {
          const hide = event.currentTarget.checked;
          void save({ variables: { input: { hide } } }).then(() => {
            notify({ type: 'success', text: t('saved') });
          });
        }}
      />
      <Text size="xs" c="dimmed" mt="md">
        {t('privacy.profilesPublic')}
      </Text>
    </Card>
  );
}
