import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second and calls onZero once at zero', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(Date.now() + 3000, onZero));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('keeps time while the browser holds back the ticks of a background tab', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(Date.now() + 600_000, onZero));
    // ten minutes pass on the clock while no tick runs
    vi.setSystemTime(Date.now() + 600_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
