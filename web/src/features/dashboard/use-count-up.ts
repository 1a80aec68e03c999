import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../components/reduced-motion';

/**
 * Counts from 0 up to `target` with an ease-out curve. Members who ask the system for reduced
 * motion (and browsers without animation frames) get the final number at once.
 */
export function useCountUp(target: number | undefined, durationMs = 1200): number | undefined {
  const [value, setValue] = useState(0);
  const animate =
    target !== undefined && !prefersReducedMotion() && typeof requestAnimationFrame === 'function';
  useEffect(() => {
    if (!animate || target === undefined) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate, target, durationMs]);
  if (target === undefined) return undefined;
  return animate ? value : target;
}
