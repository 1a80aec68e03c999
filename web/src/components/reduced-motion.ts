/**
 * Whether the member asked the system for reduced motion (WCAG 2.3.3). False where there is no
 * window (pre-rendering) or no matchMedia.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
