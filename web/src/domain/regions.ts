// The 16 regions of the register and profile pick lists (SPEC §2: values 1 to 16, 13 = Metropolitana).
// Static: the club's API has no endpoint for them; communes are fetched per region.
import regions from '../../../fixtures/regions.json';

export interface RegionOption {
  id: number;
  nombre: string;
}

export const REGIONS: readonly RegionOption[] = regions;
