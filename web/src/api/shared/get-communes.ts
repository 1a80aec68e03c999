import useSWR from 'swr';
import type { Commune, DataResponse } from '../contract';

// Shared by registration and profile: `GET communes/{id}`, the communes of one region.
export const communesKey = (regionId: number | null | undefined) =>
  regionId ? `communes/${regionId}` : null;

/** The communes of a region; no request until a region is chosen. */
export function useCommunes(regionId: number | null | undefined) {
  const swr = useSWR<DataResponse<Commune[]>>(communesKey(regionId));
  return { ...swr, communes: swr.data?.data ?? [] };
}
