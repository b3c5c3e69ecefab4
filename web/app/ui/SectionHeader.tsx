import { Stack, Text, Title } from '@mantine/core';

import classes from './SectionHeader.module.css';

export interface SectionHeaderProps {
  id?: string;
  title: string;
  subtitle?: string;
}

/** A section title with the theme's gradient underline. */
export function SectionHeader({ id, title, subtitle }: SectionHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}
