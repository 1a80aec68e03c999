import useSWR from 'swr';
import type { DuesValues } from '../../../api/contract';

type Tipo = 'cuotas' | 'incorporacion';

/** `GET cuotas/valores?numero_cuotas=N[&tipo_pago=…]`: the member's own next N dues; no call for 0. */
export const duesValuesKey = (count: number, tipo: Tipo = 'cuotas') =>
  count > 0 ? (['cuotas/valores', { numero_cuotas: count, tipo_pago: tipo }] as const) : null;

export const useDuesValues = (count: number, tipo?: Tipo) =>
  useSWR<DuesValues>(duesValuesKey(count, tipo), { keepPreviousData: true });
