import { Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './ScrollCue.module.css';

export interface ScrollCueProps {
  /** Below this width the content scrolls sideways instead of squeezing or hiding its columns. */
  minWidth: number;
  /** What the scrolling region holds, for screen readers (it takes the keyboard focus to scroll). */
  label?: string;
  children: ReactNode;
}

/**
 * A wide table on a phone: it keeps every column and scrolls sideways, with a fade on the side that has
 * more and a line saying so (issue 30: the tables hid key columns with no cue).
 */
export function ScrollCue({ minWidth, label, children }: ScrollCueProps) {
  const { t } = useTranslation('common');
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      const before = element.scrollLeft > 1;
      setMore((current) =>
        current.after === after && current.before === before ? current : { before, after },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);

  return (
    <div className={classes.frame}>
      <div
        ref={scroller}
        className={classes.scroller}
        data-more-before={more.before || undefined}
        data-more-after={more.after || undefined}
        role="region"
        aria-label={label ?? t('table.region')}
        tabIndex={0}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
      {(more.after || more.before) && (
        <Text size="xs" c="dimmed" ta="center" mt={4} data-testid="scroll-cue">
          {t('table.scrollHint')}
        </Text>
      )}
    </div>
  );
}
