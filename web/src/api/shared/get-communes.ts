import useSWR from 'swr';
import { reader } from '../client';
import { endpoints, pathOf } from '../contract';

// Shared by registration and profile: `GET communes/{id}`, the communes of one region.
export const communesKey = (regionId: number | null | undefined) =>
  regionId ? pathOf(endpoints.communes.path, { id: regionId }) : null;
export const fetchCommunes = reader(endpoints.communes.response);

/** The communes of a region; no request until a region is chosen. */
export function useCommunes(regionId: number | null | undefined) {
  const swr = useSWR(communesKey(regionId), fetchCommunes);
  return { ...swr, communes: swr.data?.data ?? [] };
}
