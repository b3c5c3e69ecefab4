import type { ReactNode } from 'react';

import classes from './CoverBanner.module.css';

export interface CoverBannerProps {
  cover: { kind: string; id: string } | null | undefined;
  children?: ReactNode;
  minHeight?: number;
}

/** A profile cover (docs/product.md#looks: art, glow wave/octarine/starry/amber, style geometry/circles/wave/fragments). */
export function CoverBanner({ cover, children, minHeight }: CoverBannerProps) {
  const variant = cover ? classes[`${cover.kind}-${cover.id}`] : undefined;
  return (
    <div
      className={variant ? `${classes.banner} ${variant}` : classes.banner}
      style={minHeight ? { minHeight } : undefined}
      data-testid="profile-cover"
      data-cover={cover ? `${cover.kind}-${cover.id}` : 'none'}
    >
      {children}
    </div>
  );
}
