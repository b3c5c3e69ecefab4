import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import classes from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  status: number;
  statusLabel: string;
  title: string;
  description: string;
  homeHref: string;
  homeLabel: string;
  /** Shown small under the description: what to quote to staff (the failed request's id). */
  reference?: string;
}

/** The spec's error screen: status code, status message, description and a way back. */
export function ErrorScreen({
  status,
  statusLabel,
  title,
  description,
  homeHref,
  homeLabel,
  reference,
}: ErrorScreenProps) {
  return (
    <Container size="sm" className={classes.root} data-testid="error-screen" data-status={status}>
      <Stack align="center" gap="md">
        <Text className={classes.code} aria-hidden>
          {status}
        </Text>
        <Text size="sm" fw={700} tt="uppercase" c="dimmed">
          {statusLabel}
        </Text>
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={440}>
          {description}
        </Text>
        {reference !== undefined && (
          <Text size="xs" c="dimmed" ta="center" data-testid="error-reference">
            {reference}
          </Text>
        )}
        <Button component={Link} to={homeHref} reloadDocument size="md" variant="gradient" mt="sm">
          {homeLabel}
        </Button>
      </Stack>
    </Container>
  );
}
