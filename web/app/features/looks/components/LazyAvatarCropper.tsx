import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { AvatarCropperProps } from './AvatarCropper';

// Only the cabinet's avatar panel crops: the cropper loads there, after the first HTML.
const AvatarCropper = lazy(() =>
  import('./AvatarCropper').then((module) => ({ default: module.AvatarCropper })),
);

export function LazyAvatarCropper(props: AvatarCropperProps) {
  return (
    <Suspense fallback={<Skeleton h={280} radius="md" />}>
      <AvatarCropper {...props} />
    </Suspense>
  );
}
