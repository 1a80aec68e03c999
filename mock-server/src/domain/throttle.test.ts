// The limits no single test client can reach over HTTP in a test's time: the whole API's.
import { describe, expect, it } from 'vitest';
import { makeApp } from '../test/harness';
import { GLOBAL_FREE_FAILURES, recordFailure, recordSuccess, waitBeforeTry } from './throttle';

describe('the global limit on wrong passwords', () => {
  it(`when the API has seen ${GLOBAL_FREE_FAILURES} failures, every address waits except where a member logged in before`, () => {
    const t = makeApp();
    const now = t.clock.nowMs();
    recordSuccess(t, '123456785', 'home', now);
    // Spread so no RUT or address reaches its own limit: only the total does.
    for (let i = 0; i < GLOBAL_FREE_FAILURES; i++)
      recordFailure(t, `rut-${i}`, `10.0.${i % 250}.${i % 7}`, now);
    expect(waitBeforeTry(t, '156782343', 'nuevo', now)).toBeGreaterThan(0);
    expect(waitBeforeTry(t, '123456785', 'home', now)).toBe(0);
  });

  it('when one failure fewer came, nobody waits', () => {
    const t = makeApp();
    const now = t.clock.nowMs();
    for (let i = 0; i < GLOBAL_FREE_FAILURES - 1; i++)
      recordFailure(t, `rut-${i}`, `10.0.${i % 250}.${i % 7}`, now);
    expect(waitBeforeTry(t, '156782343', 'nuevo', now)).toBe(0);
  });
});
