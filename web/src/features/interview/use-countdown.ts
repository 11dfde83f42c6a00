import { useEffect, useRef, useState } from 'react';

/** Spec: the countdown ticks once a second. */
export const TICK_MS = 1000;

/**
 * Seconds left, ticking down once a second; `onZero` runs once when it reaches zero. The time left
 * is read from the clock at every tick, not counted in ticks, so a tab the browser throttled in
 * the background still ends the session on time.
 */
export function useCountdown(totalSeconds: number, onZero: () => void): number {
  const [remaining, setRemaining] = useState(totalSeconds);
  const deadline = useRef(Date.now() + totalSeconds * 1000);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const update = () => setRemaining(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
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
