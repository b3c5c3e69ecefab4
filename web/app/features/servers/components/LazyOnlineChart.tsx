import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';

import { useNearViewport } from '../../../ui/useNearViewport';
import type { OnlineChartProps } from './OnlineChart';
import type { PlaytimeChartProps } from './PlaytimeChart';

// Charts weigh about 115 KiB gzip and drawing one costs a phone hundreds of milliseconds: a chart's code
// is fetched and drawn only once its place comes near the viewport. Until then (and on the server) its
// place holds a skeleton of the same height, so nothing moves when it arrives.
const OnlineChart = lazy(() => import('./OnlineChart').then((module) => ({ default: module.OnlineChart })));
const PlaytimeChart = lazy(() =>
  import('./PlaytimeChart').then((module) => ({ default: module.PlaytimeChart })),
);

/** Draws `children` once its place nears the viewport; a skeleton of `height` holds the place until then. */
function WhenNear({ height, testId, children }: { height: number; testId?: string; children: ReactNode }) {
  const { ref, near } = useNearViewport();
  const placeholder = <Skeleton h={height} radius="md" />;
  return (
    <div data-testid={testId} ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

export function LazyOnlineChart(props: OnlineChartProps) {
  return (
    <WhenNear height={props.height ?? 220} testId="online-chart">
      <OnlineChart {...props} />
    </WhenNear>
  );
}

export function LazyPlaytimeChart(props: PlaytimeChartProps) {
  return (
    <WhenNear height={220} testId="playtime-chart-place">
      <PlaytimeChart {...props} />
    </WhenNear>
  );
}
