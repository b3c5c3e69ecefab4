import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandApple, IconBrandUbuntu, IconBrandWindows, IconDownload } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CountLauncherDownloadDocument,
  CountReferralLauncherDownloadDocument,
  LauncherDownloadsDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { systemsInOrder, type LauncherSystem } from '../launcherSystem';

const ICONS = { windows: IconBrandWindows, linux: IconBrandUbuntu, macos: IconBrandApple } as const;

/** Long enough for the count to reach the api, short enough that a slow api never holds the download. */
const COUNT_WAIT_MS = 1500;

export interface DownloadViewProps {
  /** The visitor's system from the user agent: its installer comes first; null: a phone or unknown. */
  visitorSystem: LauncherSystem | null;
  /** The invitation code a `/r/{code}` visit left: the download counts for the inviter too. */
  referralCode: string | null;
}

/** The launcher's installers, the visitor's system first; a click counts the download, then starts it. */
export function DownloadView({ visitorSystem, referralCode }: DownloadViewProps) {
  const { t } = useTranslation('download');
  const { data } = useQuery(LauncherDownloadsDocument);
  const [countPlain] = useMutation(CountLauncherDownloadDocument);
  const [countReferral] = useMutation(CountReferralLauncherDownloadDocument);
  const installers = systemsInOrder(data?.launcherDownloads?.installers ?? [], visitorSystem);

  const count = (system: LauncherSystem): Promise<unknown> => {
    const input = { system };
    const request = referralCode
      ? countReferral({ variables: { code: referralCode, input } })
      : countPlain({ variables: { input } });
    const wait = new Promise((resolve) => setTimeout(resolve, COUNT_WAIT_MS));
    return Promise.race([request.catch(() => undefined), wait]);
  };

  const download = (event: MouseEvent<HTMLAnchorElement>, system: LauncherSystem, url: string) => {
    // A click that opens a new tab or saves the link leaves this page as it is: count, let it go.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      void count(system);
      return;
    }
    event.preventDefault();
    void count(system).then(() => {
      window.location.assign(url);
    });
  };

  return (
    <Stack gap="lg">
      {visitorSystem === null ? (
        <Text size="sm" c="dimmed" data-testid="download-no-system">
          {t('unknownSystem')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="download-installers">
        {installers.map((installer, index) => {
          const system = installer.system;
          const Icon = ICONS[system];
          const recommended = visitorSystem !== null && index === 0;
          return (
            <Card
              key={system}
              withBorder
              radius="lg"
              padding="lg"
              data-testid="download-installer"
              data-system={system}
              data-recommended={recommended || undefined}
            >
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant={recommended ? 'filled' : 'light'}>
                      <Icon size={26} aria-hidden />
                    </ThemeIcon>
                    {recommended ? (
                      <Badge variant="light" color="green">
                        {t('yourSystem')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Title order={2} size="h4">
                    {t(`system.${system}`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`requirements.${system}`)}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={installer.url}
                  variant={recommended || visitorSystem === null ? 'gradient' : 'light'}
                  leftSection={<IconDownload size={18} aria-hidden />}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    download(event, system, installer.url);
                  }}
                  fullWidth
                >
                  {t('button', { system: t(`system.${system}`) })}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('next.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('next.text')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
