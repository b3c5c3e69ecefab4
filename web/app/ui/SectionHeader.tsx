import { PlainStack } from './plainMantine/PlainStack';
import { PlainText } from './plainMantine/PlainText';
import { PlainTitle } from './plainMantine/PlainTitle';
import classes from './SectionHeader.module.css';

export interface SectionHeaderProps {
  id?: string;
  title: string;
  subtitle?: string;
}

/** A section title with the theme's gradient underline. */
export function SectionHeader({ id, title, subtitle }: SectionHeaderProps) {
  return (
    <PlainStack gap={6} mb="lg">
      <PlainTitle order={2} id={id} className={classes.title}>
        {title}
      </PlainTitle>
      {subtitle ? <PlainText dimmed>{subtitle}</PlainText> : null}
    </PlainStack>
  );
}
