// Regions and communes (official CUT codes) from fixtures/, shared by registration and profile.
import regions from '../../../fixtures/regions.json';
import communes from '../../../fixtures/communes.json';
import type { Commune } from '../../../web/src/api/contract';

export const regionExists = (id: number) => regions.some((r) => r.id === id);

export const communeInRegion = (communeId: number, regionId: number) =>
  communes.some((c) => c.id === communeId && c.region === regionId);

/** A region's communes in alphabetical order (Spanish collation: Ñuñoa after Nogales), or null. */
export function communesOf(regionId: number): Commune[] | null {
  if (!regionExists(regionId)) return null;
  return communes
    .filter((c) => c.region === regionId)
    .map((c) => ({ id: c.id, nombre: c.nombre }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}
