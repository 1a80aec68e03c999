import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

type Tipo = 'cuotas' | 'incorporacion';
const fetchDuesValues = reader(endpoints.duesValues.response);

/** `GET cuotas/valores?numero_cuotas=N[&tipo_pago=…]`: the member's own next N dues; no call for 0. */
export const duesValuesKey = (count: number, tipo: Tipo = 'cuotas') =>
  count > 0 ? ([endpoints.duesValues.path, { numero_cuotas: count, tipo_pago: tipo }] as const) : null;

export const useDuesValues = (count: number, tipo?: Tipo) =>
  useSWR(duesValuesKey(count, tipo), fetchDuesValues, { keepPreviousData: true });
