import { describe, expect, it } from 'vitest';
import { pageItems } from './light-pagination';

describe('the pages offered', () => {
  it('are all of them when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('are the ends and the neighbours of the current one, with a gap where pages are skipped', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 19, 20]);
  });
});
