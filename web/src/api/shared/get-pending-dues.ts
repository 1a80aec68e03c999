import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

/** `GET socios/profile/cuotas/pendientes` (SPEC §7): the months owed and what they add up to. */
export const pendingDuesKey = endpoints.pendingDues.path;
export const fetchPendingDues = reader(endpoints.pendingDues.response);

export const usePendingDues = (enabled: boolean) => useSWR(enabled ? pendingDuesKey : null, fetchPendingDues);
