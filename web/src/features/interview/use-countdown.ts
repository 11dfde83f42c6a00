import { useEffect, useRef, useState } from 'react';

/** Spec: the countdown ticks once a second. */
export const TICK_MS = 1000;

/** Seconds left, ticking down once a second; `onZero` runs once when it reaches zero. */
export function useCountdown(totalSeconds: number, onZero: () => void): number {
  const [remaining, setRemaining] = useState(totalSeconds);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const timer = setInterval(() => {
      setRemaining((seconds) => (seconds > 0 ? seconds - 1 : 0));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const fired = useRef(false);
  useEffect(() => {
    if (remaining > 0 || fired.current) return;
    fired.current = true;
    zero.current();
  }, [remaining]);

  return remaining;
}
