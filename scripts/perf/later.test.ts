import { describe, expect, it } from 'vitest';
import { chanceOfBeingAsLate } from './later';

describe('chanceOfBeingAsLate (one-sided Mann–Whitney, exact)', () => {
  it('is 1 in C(8,4) = 70 when all four runs of a build come after all four of the other', () => {
    expect(chanceOfBeingAsLate([5, 6, 7, 8], [1, 2, 3, 4])).toBeCloseTo(1 / 70, 10);
  });

  it('is certain the other way round: never earlier than the latest possible', () => {
    expect(chanceOfBeingAsLate([1, 2, 3, 4], [5, 6, 7, 8])).toBe(1);
  });

  it('counts a run that gave up (Infinity) as the latest, and ties as halves', () => {
    expect(chanceOfBeingAsLate([Infinity, 3], [1, 2])).toBeCloseTo(1 / 6, 10);
    expect(chanceOfBeingAsLate([1, 1], [1, 1])).toBe(1);
    // Ranks 1.5 1.5 | 3 4: the pair (3, 4) and nothing else is as late.
    expect(chanceOfBeingAsLate([3, 4], [1, 1])).toBeCloseTo(1 / 6, 10);
  });

  it('finds interleaved runs of seven unremarkable, and a clear shift of seven remarkable', () => {
    const before = [2921, 3055, 3100, 2990, 3453, 3010, 3200];
    expect(chanceOfBeingAsLate([2950, 3050, 3120, 3000, 3400, 3020, 3180], before)).toBeGreaterThan(0.3);
    expect(
      chanceOfBeingAsLate(
        before.map((ms) => ms + 400),
        before,
      ),
    ).toBeLessThan(0.05);
  });

  it('refuses more runs than it can count exactly', () => {
    expect(() => chanceOfBeingAsLate(new Array(13).fill(1), [1])).toThrow(/at most 12/);
  });
});
