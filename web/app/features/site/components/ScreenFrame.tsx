import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ScreenName } from '../../../platform/seo/screenMeta';
import classes from './ScreenFrame.module.css';

export interface ScreenFrameProps {
  screen: ScreenName;
  /** A tab inside a parent screen (cabinet, profile, launcher settings): an h2 without its own container. */
  nested?: boolean;
  /** Values for the heading, e.g. the nickname of a profile. */
  values?: Record<string, string>;
  /** The screen's content; without it the frame says plainly that the section is not open yet. */
  children?: ReactNode;
}

/** A screen's heading and description from the `screens` catalogue, around its content. */
export function ScreenFrame({ screen, nested = false, values, children }: ScreenFrameProps) {
  const { t } = useTranslation(['screens', 'shell']);
  // The key is chosen at run time, so i18next 27's per-key interpolation types cannot apply; the route
  // that names the screen passes the values its strings use.
  const screenText = t as unknown as (key: string, values: Record<string, string>) => string;
  const body = (
    <Stack gap="lg" data-testid="screen" data-screen={screen}>
      <Stack gap={6}>
        <Title order={nested ? 2 : 1} className={nested ? undefined : classes.title}>
          {screenText(`${screen}.title`, values ?? {})}
        </Title>
        <Text c="dimmed" maw={680}>
          {screenText(`${screen}.description`, values ?? {})}
        </Text>
      </Stack>
      {children ?? (
        <Paper withBorder radius="lg" p="xl" className={classes.empty}>
          <Stack align="center" gap="xs">
            <IconHourglassEmpty size={32} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('shell:frame.notOpenYet')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {t('shell:frame.notOpenYetDescription')}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
  if (nested) return body;
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      {body}
    </Container>
  );
}
