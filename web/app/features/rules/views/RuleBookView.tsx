import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { RulesDocument } from '../../../generated/graphql';
import { hasPermission } from '../../../platform/auth/authState';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { PUNISHMENT_COLORS, punishmentLabel } from '../punishment';

/** Numbered sections of rules, each rule with its punishment badge and note. */
export function RuleBookView() {
  const { t } = useTranslation('rules');
  const lang = useLanguage();
  const { permissions } = useSession();
  const { data } = useQuery(RulesDocument);
  const sections = data?.rules?.sections ?? [];
  return (
    <Stack gap="xl" data-testid="rule-book">
      {hasPermission(permissions, 'web.rules.edit') && (
        <Button
          component={Link}
          to={href('/:lang/rules/edit', { lang })}
          variant="light"
          w="fit-content"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('edit')}
        </Button>
      )}
      {sections.map((section) => (
        <Stack key={section.id} gap="sm" component="section">
          <Title order={2}>
            {section.number}. {section.title}
          </Title>
          {section.rules.map((rule) => (
            <Paper key={rule.id} withBorder radius="md" p="md" id={`rule-${rule.number}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Text>
                  <Text span fw={700} mr={6}>
                    {rule.number}
                  </Text>
                  {rule.text}
                </Text>
                <Badge
                  color={PUNISHMENT_COLORS[rule.punishmentType]}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {punishmentLabel(t, rule.punishmentType, rule.durationMinutes)}
                </Badge>
              </Group>
              {rule.note && (
                <Text size="sm" c="dimmed" mt={6}>
                  {rule.note}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
