import { Anchor, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from 'react-router';

import type { CabinetAuthorizationFieldsFragment } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { OauthProvider } from '../oauthProvider';

type LinkedProvider = CabinetAuthorizationFieldsFragment['providers'][number];

export interface LinkedAccountCardProps {
  provider: OauthProvider;
  item: LinkedProvider;
  busy: boolean;
  onUnlink: () => void;
  onShowChange: (shown: boolean) => void;
}

/** One service on the authorization tab: its state, link or unlink, and whether the profile shows it. */
export function LinkedAccountCard({ provider, item, busy, onUnlink, onShowChange }: LinkedAccountCardProps) {
  const { t } = useTranslation(['oauth', 'shell']);
  const lang = useLanguage();
  const name = item.displayName ?? '—';
  return (
    <Card withBorder radius="md" padding="md" data-testid={`provider-${provider}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{t(`shell:providers.${provider}`)}</Text>
            <Text size="sm" c="dimmed" truncate>
              {!item.enabled ? (
                t('notSetUp')
              ) : item.linked ? (
                <>
                  {t('linkedAs', { name: '' })}
                  {item.url ? (
                    <Anchor href={item.url} target="_blank" rel="noopener noreferrer" inherit>
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </>
              ) : (
                t('notLinked')
              )}
            </Text>
          </Stack>
          {item.enabled && item.linked ? (
            <Button variant="light" color="red" size="xs" onClick={onUnlink}>
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
        {item.linked && item.canShowOnProfile ? (
          <Switch
            label={t('showOnProfile')}
            checked={item.shownOnProfile}
            disabled={busy}
            onChange={(event) => {
              onShowChange(event.currentTarget.checked);
            }}
          />
        ) : null}
        {item.linked && !item.canShowOnProfile ? (
          <Text size="xs" c="dimmed">
            {t('noPublicPage')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
