import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from 'react-router';

import { CabinetAuthorizationDocument, UnlinkOauthDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isPresent } from '../../../platform/isPresent';
import { notify } from '../../../platform/notifications/notify';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import { isOauthProvider } from '../oauthProvider';

/** The cabinet's sign-in methods: password, and each identity provider to link or unlink (docs/product.md#oauth). */
export function AuthorizationPanel() {
  const { t } = useTranslation(['oauth', 'shell']);
  const lang = useLanguage();
  const { data } = useQuery(CabinetAuthorizationDocument, { fetchPolicy: 'cache-and-network' });
  const [unlink] = useMutation(UnlinkOauthDocument, {
    refetchQueries: [CabinetAuthorizationDocument],
    context: { suppressErrorToast: true },
  });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const settings = data?.cabinetAuthorization;
  if (!settings) return null;
  return (
    <Stack gap="sm" maw={640}>
      <FormFailureAlert failure={failure} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between">
          <Text fw={600}>{t('passwordLogin')}</Text>
          <Badge variant="light" color={settings.hasPassword ? 'teal' : 'gray'}>
            {settings.hasPassword ? t('passwordOn') : t('passwordOff')}
          </Badge>
        </Group>
      </Card>
      {settings.providers.filter(isPresent).map((item) => {
        const provider = isOauthProvider(item.provider) ? item.provider : null;
        if (!provider) return null;
        return (
          <Card key={provider} withBorder radius="md" padding="md" data-testid={`provider-${provider}`}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{t(`shell:providers.${provider}`)}</Text>
                <Text size="sm" c="dimmed">
                  {!item.enabled
                    ? t('notSetUp')
                    : item.linked
                      ? t('linkedAs', { name: item.displayName ?? '—' })
                      : t('notLinked')}
                </Text>
              </Stack>
              {item.enabled && item.linked ? (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => {
                    setFailure(null);
                    unlink({ variables: { provider } })
                      .then(() => {
                        notify({ type: 'success', text: t('unlinked') });
                      })
                      .catch((error: unknown) => {
                        setFailure(apiFailure(error));
                      });
                  }}
                >
                  {t('unlink')}
                </Button>
              ) : null}
              {item.enabled && !item.linked ? (
                <Button
                  component="a"
                  size="xs"
                  href={`${href('/:lang/oauth/:provider/redirect', { lang, provider })}?purpose=link`}
                >
                  {t('link')}
                </Button>
              ) : null}
            </Group>
          </Card>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('onlyMethod')}
      </Text>
    </Stack>
  );
}
