import { Group, Text } from '@mantine/core';
import { IconClock, IconEye, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ReadingFactsProps {
  readingMinutes: number;
  reads: number;
  averageReadSeconds: number;
  author: string | null;
}

/** Estimated reading time, how many have read it and for how long, and who wrote it. */
export function ReadingFacts({ readingMinutes, reads, averageReadSeconds, author }: ReadingFactsProps) {
  const { t } = useTranslation('documents');
  return (
    <Group gap="lg" c="dimmed" data-testid="reading-facts">
      <Group gap={6}>
        <IconClock size={16} aria-hidden />
        <Text size="sm">{t('facts.readingTime', { count: readingMinutes })}</Text>
      </Group>
      {reads > 0 && (
        <Group gap={6}>
          <IconEye size={16} aria-hidden />
          <Text size="sm">
            {t('facts.reads', { count: reads })} ·{' '}
            {t('facts.average', {
              minutes: Math.floor(averageReadSeconds / 60),
              seconds: averageReadSeconds % 60,
            })}
          </Text>
        </Group>
      )}
      {author !== null && (
        <Group gap={6}>
          <IconUser size={16} aria-hidden />
          <Text size="sm">{t('facts.author', { author })}</Text>
        </Group>
      )}
    </Group>
  );
}
