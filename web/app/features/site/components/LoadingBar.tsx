import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

import { LOADING_BAR } from '../../../platform/behaviour/behaviourConstants';
import classes from './LoadingBar.module.css';

/** A 2 px white bar at the top while a navigation loads (docs/product.md#site); quick navigations show nothing. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setVisible(true);
    }, LOADING_BAR.throttleMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);

  return (
    <div
      className={classes.bar}
      data-visible={visible || undefined}
      data-testid="loading-bar"
      style={{
        height: LOADING_BAR.height,
        background: LOADING_BAR.color,
        transitionDuration: visible ? `${LOADING_BAR.indicatorMs}ms` : '0ms',
      }}
      aria-hidden
    />
  );
}
