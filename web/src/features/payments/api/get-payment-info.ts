import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { reader, request } from '../../../api/client';
import { paymentInfo } from '../../../api/contract';

// Read by hand, not with SWR: the final page decides when to poll (SPEC §4 and §9: 5 s, then 30 s).
export const paymentInfoPath = (idCompra: string | number) => `payments/info/${idCompra}`;

/** `GET payments/info/{id_compra}`: the purchase's main payment and its associated accounts' payments. */
export const getPaymentInfo = (idCompra: string | number) =>
  request('GET', paymentInfoPath(idCompra), paymentInfo);

const fetchPaymentInfo = reader(paymentInfo);

/** The same read through SWR, for the receipt (read once; `null` reads nothing). */
export function usePaymentInfo(idCompra: string | null) {
  return useSWR(idCompra === null ? null : paymentInfoPath(idCompra), fetchPaymentInfo);
}

// The member's own reads ('socios/…': fee info, pending dues, associated accounts, histories).
const isMemberRead = (key: unknown) => typeof key === 'string' && key.startsWith('socios/');

/**
 * A paid purchase changes what the dashboard, the payment screens and the histories show: the
 * result page calls this once the payment is paid, so none of them shows the dues still owed.
 */
export function useRefreshAfterPayment() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isMemberRead), [mutate]);
}
