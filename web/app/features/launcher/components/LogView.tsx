import { ScrollArea, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface LogViewProps {
  rows: string[];
  height?: number;
}

const ROW_HEIGHT = 20;
const OVERSCAN = 10;

/**
 * The game's log, virtualised: only the rows in sight are in the DOM, so a chatty modpack's tens of
 * thousands of lines scroll smoothly. It follows the end unless the reader scrolled up.
 */
export function LogView({ rows, height = 480 }: LogViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const following = useRef(true);

  useEffect(() => {
    const element = viewport.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [rows.length]);

  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
  return (
    <ScrollArea
      h={height}
      viewportRef={viewport}
      onScrollPositionChange={({ y }) => {
        setTop(y);
        const element = viewport.current;
        if (element) following.current = y + element.clientHeight >= element.scrollHeight - ROW_HEIGHT;
      }}
      data-testid="launcher-logs"
      style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
    >
      <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
        {rows.slice(first, last).map((row, offset) => (
          <Text
            key={first + offset}
            size="xs"
            style={{
              position: 'absolute',
              top: (first + offset) * ROW_HEIGHT,
              height: ROW_HEIGHT,
              whiteSpace: 'pre',
            }}
          >
            {row}
          </Text>
        ))}
      </div>
    </ScrollArea>
  );
}
