import { describe, expect, it } from 'vitest';
import { findLoops } from './find-loops';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findLoops', () => {
  it('when imports only point down, finds none', () => {
    expect(findLoops(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('when a module imports one that imports it back, names both in import order', () => {
    expect(findLoops(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b']]);
  });

  it('when six modules close a ring, gives the whole ring', () => {
    const ring = graph({ a: ['b'], b: ['c'], c: ['d'], d: ['e'], e: ['f'], f: ['a'] });
    expect(findLoops(ring)).toEqual([['a', 'b', 'c', 'd', 'e', 'f']]);
  });

  it('when a module imports itself, it is a loop of one', () => {
    expect(findLoops(graph({ a: ['a'] }))).toEqual([['a']]);
  });

  it('when two separate loops exist, reports each once; imports outside the graph are ignored', () => {
    const loops = findLoops(graph({ a: ['b', 'react'], b: ['a'], c: ['d'], d: ['c'] }));
    expect(loops.map((loop) => [...loop].sort())).toEqual(
      expect.arrayContaining([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    );
    expect(loops).toHaveLength(2);
  });
});
