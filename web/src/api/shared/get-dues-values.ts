import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

type Tipo = 'cuotas' | 'incorporacion';
export const fetchDuesValues = reader(endpoints.duesValues.response);

/** `GET cuotas/valores?numero_cuotas=N[&tipo_pago=…]`: the member's own next N dues; no call for 0. */
export const duesValuesKey = (count: number, tipo: Tipo = 'cuotas') =>
  count > 0 ? ([endpoints.duesValues.path, { numero_cuotas: count, tipo_pago: tipo }] as const) : null;

/**
 * The price of the next automatic charge: the member's next N dues, when the automatic payment is on
 * for N (its setting, `GET socios/account/payments/config`); no call when it is off.
 */
export const autoChargeKey = (config: { enable: number; cuotas: number } | undefined) =>
  duesValuesKey(config?.enable === 1 ? config.cuotas : 0);

export const useDuesValues = (count: number, tipo?: Tipo) =>
  useSWR(duesValuesKey(count, tipo), fetchDuesValues, { keepPreviousData: true });
