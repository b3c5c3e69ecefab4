import { useMutation } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CabinetAuthorizationDocument,
  UnlinkOauthDocument,
  UpdateCabinetAuthorizationDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { notify } from '../../../platform/notifications/notify';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import { BotLinkCards } from '../components/BotLinkCards';
import { LinkedAccountCard } from '../components/LinkedAccountCard';
import { isOauthProvider } from '../oauthProvider';

/**
 * The cabinet's authorization tab: password, the identity providers to sign in with, and the other
 * accounts (Discord, YouTube) a player links and may show on the profile (docs/product.md#oauth).
 */
export function AuthorizationPanel() {
  const { t } = useTranslation(['oauth', 'shell']);
  const { data } = useQuery(CabinetAuthorizationDocument, { fetchPolicy: 'cache-and-network' });
  const [unlink] = useMutation(UnlinkOauthDocument, {
    refetchQueries: [CabinetAuthorizationDocument],
    context: { suppressErrorToast: true },
  });
  const [update, { loading: updating }] = useMutation(UpdateCabinetAuthorizationDocument, {
    context: { suppressErrorToast: true },
    // The answer is the whole tab: it replaces the query's data, so the switch follows the api.
    update: (cache, { data: answer }) => {
      if (answer?.updateCabinetAuthorization)
        cache.writeQuery({
          query: CabinetAuthorizationDocument,
          data: { cabinetAuthorization: answer.updateCabinetAuthorization },
        });
    },
  });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const settings = data?.cabinetAuthorization;
  if (!settings) return null;
  const cards = (signIn: boolean) =>
    settings.providers.map((item) => {
      const provider = isOauthProvider(item.provider) ? item.provider : null;
      if (!provider || item.signIn !== signIn) return null;
      return (
        <LinkedAccountCard
          key={provider}
          provider={provider}
          item={item}
          busy={updating}
          onUnlink={() => {
            setFailure(null);
            unlink({ variables: { provider } })
              .then(() => {
                notify({ type: 'success', text: t('unlinked') });
              })
              .catch((error: unknown) => {
                setFailure(apiFailure(error));
              });
          }}
          onShowChange={(shownOnProfile) => {
            setFailure(null);
            update({
              variables: { input: { provider, shownOnProfile } },
              // The switch moves at once; a refusal puts it back.
              optimisticResponse: {
                updateCabinetAuthorization: {
                  ...settings,
                  providers: settings.providers.map((other) =>
                    other.provider === provider ? { ...other, shownOnProfile } : other,
                  ),
                },
              },
            })
              .then(() => {
                notify({ type: 'success', text: t(shownOnProfile ? 'shown' : 'hidden') });
              })
              .catch((error: unknown) => {
                setFailure(apiFailure(error));
              });
          }}
        />
      );
    });
  return (
    <Stack gap="sm" maw={640}>
      <FormFailureAlert failure={failure} />
      <Title order={3} size="h4">
        {t('signInTitle')}
      </Title>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between">
          <Text fw={600}>{t('passwordLogin')}</Text>
          <Badge variant="light" color={settings.hasPassword ? 'teal' : 'gray'}>
            {settings.hasPassword ? t('passwordOn') : t('passwordOff')}
          </Badge>
        </Group>
      </Card>
      {cards(true)}
      <Text size="xs" c="dimmed">
        {t('onlyMethod')}
      </Text>
      <Title order={3} size="h4" mt="md">
        {t('otherTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('otherHint')}
      </Text>
      {cards(false)}
      <BotLinkCards />
    </Stack>
  );
}
