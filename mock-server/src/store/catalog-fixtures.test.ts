import { describe, it, expect } from 'vitest';
import regions from '../../../fixtures/regions.json';
import communes from '../../../fixtures/communes.json';

// Official number of communes per region (region id = official region number).
const EXPECTED_COUNTS: Record<number, number> = {
  1: 7,
  2: 9,
  3: 9,
  4: 15,
  5: 38,
  6: 33,
  7: 30,
  8: 33,
  9: 32,
  10: 30,
  11: 10,
  12: 11,
  13: 52,
  14: 12,
  15: 4,
  16: 21,
};

function findCommune(id: number) {
  return communes.find((c) => c.id === id);
}

describe('regions fixture', () => {
  it('has the 16 regions with ids 1..16', () => {
    expect(regions).toHaveLength(16);
    expect(regions.map((r) => r.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const r of regions) {
      expect(typeof r.nombre).toBe('string');
      expect(r.nombre.length).toBeGreaterThan(0);
    }
  });

  it('numbers the Metropolitan region as 13 and Ñuble as 16', () => {
    expect(regions.find((r) => r.id === 13)?.nombre).toMatch(/Metropolitana/);
    expect(regions.find((r) => r.id === 16)?.nombre).toBe('Ñuble');
  });
});

describe('communes fixture', () => {
  it('has all 346 communes with unique ids', () => {
    expect(communes).toHaveLength(346);
    expect(new Set(communes.map((c) => c.id)).size).toBe(346);
  });

  it('matches the official number of communes per region', () => {
    const counts: Record<number, number> = {};
    for (const c of communes) {
      counts[c.region] = (counts[c.region] ?? 0) + 1;
    }
    expect(counts).toEqual(EXPECTED_COUNTS);
  });

  it('only references existing regions, consistent with the CUT code', () => {
    const regionIds = new Set(regions.map((r) => r.id));
    for (const c of communes) {
      expect(regionIds.has(c.region)).toBe(true);
      expect(Math.floor(c.id / 1000)).toBe(c.region);
    }
  });

  it('is sorted by region then id', () => {
    const sorted = [...communes].sort((a, b) => a.region - b.region || a.id - b.id);
    expect(communes.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
  });

  it('uses official CUT codes and accented names', () => {
    expect(findCommune(13120)).toEqual({ id: 13120, nombre: 'Ñuñoa', region: 13 });
    expect(findCommune(16101)).toEqual({ id: 16101, nombre: 'Chillán', region: 16 });
    expect(findCommune(5101)).toEqual({ id: 5101, nombre: 'Valparaíso', region: 5 });
    expect(findCommune(13101)).toEqual({ id: 13101, nombre: 'Santiago', region: 13 });
    expect(findCommune(13201)).toEqual({ id: 13201, nombre: 'Puente Alto', region: 13 });
    expect(findCommune(15101)).toEqual({ id: 15101, nombre: 'Arica', region: 15 });
    expect(findCommune(13122)?.nombre).toBe('Peñalolén');
    expect(findCommune(5103)?.nombre).toBe('Concón');
    expect(findCommune(8301)?.nombre).toBe('Los Ángeles');
  });
});
