import useSWR from 'swr';
import { reader } from '../../../api/client';
import { pendingDues } from '../../../api/contract';

/** `GET socios/profile/cuotas/pendientes` (SPEC §7): the months owed and what they add up to. */
export const pendingDuesKey = 'socios/profile/cuotas/pendientes';
export const fetchPendingDues = reader(pendingDues);

export const usePendingDues = (enabled: boolean) => useSWR(enabled ? pendingDuesKey : null, fetchPendingDues);
