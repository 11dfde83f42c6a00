import { useEffect, useRef, useState } from 'react';

/** Spec: the countdown ticks once a second. */
export const TICK_MS = 1000;

/** Whole seconds from now until `deadline` (epoch ms), never below zero. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Seconds left until `deadline` (epoch ms, fixed at the first render), ticking down once a second;
 * `onZero` runs once when it reaches zero. The time left is read from the clock at every tick, not
 * counted in ticks, so a tab the browser throttled in the background still ends the session on time.
 */
export function useCountdown(deadline: number, onZero: () => void): number {
  const end = useRef(deadline);
  const [remaining, setRemaining] = useState(() => secondsUntil(end.current));
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const update = () => setRemaining(secondsUntil(end.current));
    const timer = setInterval(update, TICK_MS);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  const fired = useRef(false);
  useEffect(() => {
    if (remaining > 0 || fired.current) return;
    fired.current = true;
    zero.current();
  }, [remaining]);

  return remaining;
}
