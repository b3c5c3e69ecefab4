import { Button, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';

const STEPS = [
  { key: 'account', path: '/register' },
  { key: 'launcher', path: '/download' },
  { key: 'server', path: '/servers' },
  { key: 'rules', path: '/rules' },
] as const;

/** How to start playing: an account, the launcher, a server, the rules. */
export function StartSteps() {
  const { t } = useTranslation('start');
  const lang = useLanguage();
  const { signedIn } = useSession();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Timeline active={signedIn ? 0 : -1} bulletSize={32} lineWidth={2} data-testid="start-steps">
        {STEPS.map((step, index) => (
          <Timeline.Item
            key={step.key}
            bullet={
              <ThemeIcon radius="xl" size={32} variant={signedIn && index === 0 ? 'filled' : 'light'}>
                {index + 1}
              </ThemeIcon>
            }
          >
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t(`${step.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`${step.key}.text`)}
              </Text>
              {!(signedIn && step.key === 'account') && (
                <Button component={Link} to={`/${lang}${step.path}`} variant="light" w="fit-content">
                  {t(`${step.key}.action`)}
                </Button>
              )}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
