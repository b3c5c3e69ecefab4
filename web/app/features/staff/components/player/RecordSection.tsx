import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One short list on the player card: a heading, the newest rows, and a link to the staff screen that
 * holds all of them (when the member may open it).
 */
export function RecordSection(props: {
  title: string;
  testId: string;
  empty: string;
  count: number;
  more?: { to: string; label: string } | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap={4} data-testid={props.testId}>
      <Group justify="space-between" gap="xs">
        <Title order={4} size="h4">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.more ? (
            <Anchor component={Link} to={props.more.to} size="sm">
              {props.more.label || t('players.openScreen')}
            </Anchor>
          ) : null}
          {props.action}
        </Group>
      </Group>
      {props.count === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        props.children
      )}
    </Stack>
  );
}

/** One row of a record list: what it is first, then its details, dimmed. */
export function RecordLine(props: {
  main: ReactNode;
  details: (string | null | false)[];
  badge?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {props.main}
      </Text>
      {props.badge}
      <Text size="sm" c="dimmed">
        {props.details.filter(Boolean).join(' · ')}
      </Text>
    </Group>
  );
}
