import useSWR from 'swr';
import { z } from 'zod';
import { reader } from '../client';
import { commune, dataOf } from '../contract';

// Shared by registration and profile: `GET communes/{id}`, the communes of one region.
export const communesKey = (regionId: number | null | undefined) =>
  regionId ? `communes/${regionId}` : null;
const fetchCommunes = reader(dataOf(z.array(commune)));

/** The communes of a region; no request until a region is chosen. */
export function useCommunes(regionId: number | null | undefined) {
  const swr = useSWR(communesKey(regionId), fetchCommunes);
  return { ...swr, communes: swr.data?.data ?? [] };
}
