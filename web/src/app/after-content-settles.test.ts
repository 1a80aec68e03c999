import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentSettles } from './after-content-settles';

// jsdom reports no largest contentful paint: the work waits for the page's load and a quiet second.
describe('background work after the screen has drawn its content', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, a quiet second after the page has loaded, not before', () => {
    const work = vi.fn();
    afterContentSettles(work);
    vi.advanceTimersByTime(900);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  // Cancelled during the quiet second, or after it, while waiting for the idle moment.
  it.each([500, 1100])(
    'never runs once cancelled, %i ms in (a screen that is gone sets nothing later)',
    (ms) => {
      const work = vi.fn();
      const cancel = afterContentSettles(work);
      vi.advanceTimersByTime(ms);
      cancel();
      vi.advanceTimersByTime(10_000);
      expect(work).not.toHaveBeenCalled();
    },
  );
});
