import { ApiError, request } from '../../../api/client';

/** SWR fetcher for the fee quotes that are read with a POST body (`cuotas/valores/accounts*`). */
export async function postRead<T>([path, body]: readonly [string, Record<string, unknown>]): Promise<T> {
  const result = await request<T>('POST', path, body);
  if (!result.ok) throw new ApiError(result);
  return result.data as T;
}
