import { useEffect, useState } from 'react';

/** The counters run from 0 to their value in 2 seconds. */
export const COUNTER_DURATION_MS = 2000;

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number counting up from 0 to `target` over `durationMs` once `running` turns true, one step per
 * animation frame. Under reduced motion it is the target at once.
 */
export function useCountUp(
  target: number,
  {
    running,
    reducedMotion,
    durationMs = COUNTER_DURATION_MS,
  }: { running: boolean; reducedMotion: boolean; durationMs?: number },
): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running || reducedMotion) return undefined;
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, reducedMotion, target, durationMs]);
  return reducedMotion ? target : value;
}
