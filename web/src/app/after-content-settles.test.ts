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

  it('never runs once cancelled (a screen that is gone sets nothing later)', () => {
    const work = vi.fn();
    const cancel = afterContentSettles(work);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });

  it('never runs when cancelled while waiting for the idle moment', () => {
    const work = vi.fn();
    const cancel = afterContentSettles(work);
    vi.advanceTimersByTime(1100);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});
