import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { OnlineChartProps } from './OnlineChart';
import type { PlaytimeChartProps } from './PlaytimeChart';

// Charts weigh about 115 KiB gzip: only pages that draw one load them, after the first HTML.
const OnlineChart = lazy(() => import('./OnlineChart').then((module) => ({ default: module.OnlineChart })));
const PlaytimeChart = lazy(() =>
  import('./PlaytimeChart').then((module) => ({ default: module.PlaytimeChart })),
);

export function LazyOnlineChart(props: OnlineChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 220} radius="md" />}>
      <div data-testid="online-chart">
        <OnlineChart {...props} />
      </div>
    </Suspense>
  );
}

export function LazyPlaytimeChart(props: PlaytimeChartProps) {
  return (
    <Suspense fallback={<Skeleton h={220} radius="md" />}>
      <PlaytimeChart {...props} />
    </Suspense>
  );
}
