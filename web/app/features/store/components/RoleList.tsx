import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { HeldRoleFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';

export interface RoleListProps {
  roles: HeldRoleFieldsFragment[];
  /** Something to do with a role (the cabinet's transfer button); the public profile has none. */
  action?: (role: HeldRoleFieldsFragment) => ReactNode;
}

/** Held roles: server, name, and until when (or forever, or ended). */
export function RoleList({ roles, action }: RoleListProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  return (
    <Stack gap="sm">
      {roles.map((role) => (
        <Card key={role.grantId} withBorder radius="md" padding="md" data-testid="held-role">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={700}>{role.roleName}</Text>
              <Text size="sm" c="dimmed">
                {role.server.name}
              </Text>
            </Stack>
            <Group gap="sm">
              <Badge color={role.active ? 'teal' : 'gray'} variant="light">
                {role.forever
                  ? t('heldForever')
                  : role.active
                    ? t('heldUntil', { date: formatDate(role.endsAt ?? '', lang) })
                    : t('ended', { date: formatDate(role.endsAt ?? '', lang) })}
              </Badge>
              {action?.(role)}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
