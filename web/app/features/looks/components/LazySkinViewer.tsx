import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { SkinViewerProps } from './SkinViewer';

// three.js weighs several hundred KiB: only a page that shows a skin loads it, after the first HTML.
const SkinViewer = lazy(() => import('./SkinViewer').then((module) => ({ default: module.SkinViewer })));

export function LazySkinViewer(props: SkinViewerProps) {
  return (
    <Suspense fallback={<Skeleton w={props.width ?? 240} h={props.height ?? 320} radius="md" />}>
      <SkinViewer {...props} />
    </Suspense>
  );
}
