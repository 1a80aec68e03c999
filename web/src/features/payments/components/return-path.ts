import type { MetodoPago } from '../../../api/contract';

/**
 * Where the provider sends the member back (abort, timeout, card enrolled): this same screen with
 * the chosen method, so the radio comes back as it was, minus the one-off enrolment banner flag.
 */
export function returnPathFor(pathname: string, search: string, method: MetodoPago): string {
  const params = new URLSearchParams(search);
  params.delete('status_oneclick');
  params.delete('pago');
  params.set('payment_method', method);
  return `${pathname}?${params.toString()}`;
}
