import { Button, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { CabinetAccountDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { ConfirmationLetter } from './ConfirmationLetter';

// docs/product.md#welcome: what a new player does next, in order. The address step sends a lost letter
// again, or says the address is confirmed; it links on to the cabinet's email tab to change the address.
const STEPS = [
  { key: 'confirm', path: '/cabinet/email' },
  { key: 'launcher', path: '/download' },
  { key: 'server', path: '/servers' },
  { key: 'topUp', path: '/pay' },
] as const;

/** The first page after sign-up: confirm the address, get the launcher, pick a server, top up. */
export function WelcomeSteps() {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const { data } = useQuery(CabinetAccountDocument, { fetchPolicy: 'cache-and-network' });
  const cabinet = data?.cabinet;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Timeline active={-1} bulletSize={32} lineWidth={2} data-testid="welcome-steps">
        {STEPS.map((step, index) => (
          <Timeline.Item
            key={step.key}
            bullet={
              <ThemeIcon radius="xl" size={32} variant="light">
                {index + 1}
              </ThemeIcon>
            }
          >
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t(`welcome.${step.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`welcome.${step.key}.text`)}
              </Text>
              {step.key === 'confirm' ? (
                cabinet ? (
                  <ConfirmationLetter
                    email={cabinet.email ?? null}
                    verified={cabinet.emailVerified}
                    withSettingsLink
                  />
                ) : null
              ) : (
                <Button component={Link} to={`/${lang}${step.path}`} variant="light" w="fit-content">
                  {t(`welcome.${step.key}.action`)}
                </Button>
              )}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
