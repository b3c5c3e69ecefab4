import { useEffect, useState } from 'react';

import { CLOCK_TICK_MS } from './behaviourConstants';

/** The clock for a live countdown, re-read every CLOCK_TICK_MS while `running`. */
export function useClock(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, CLOCK_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return now;
}
