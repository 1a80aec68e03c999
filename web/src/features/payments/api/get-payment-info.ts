import { useEffect, useState } from 'react';
import { useDemoHealth } from '../../../api/shared/get-demo-health';
import useSWR, { useSWRConfig } from 'swr';
import { NavigationType, useNavigationType } from 'react-router';
import { reader } from '../../../api/client';
import { endpoints, pathOf, type PaymentInfo, type PaymentRecord } from '../../../api/contract';
import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { payerName } from '../../../domain/open-entities';
import { useSession } from '../../../session/session';

/** `GET payments/info/{id_compra}`: the purchase's main payment and its associated accounts' payments. */
export const paymentInfoPath = (idCompra: string | number) =>
  pathOf(endpoints.paymentInfo.path, { id: idCompra });
const readPaymentInfo = reader(endpoints.paymentInfo.response);

/** A purchase as the screens show it: its number is always known, since it is the one asked for. */
export type PurchaseInfo = PaymentInfo & { id_compra: number };

// SPEC §3 names only main_payment and secondary_payments; the purchase number is the path's own.
const fetchPaymentInfo = async (path: string): Promise<PurchaseInfo> => {
  const info = await readPaymentInfo(path);
  return { ...info, id_compra: info.id_compra ?? Number(path.slice(path.lastIndexOf('/') + 1)) };
};

/**
 * Names whom each payment of a purchase is for, from the field SPEC §3 names (`rut`): the member and
 * the accounts in her care, which the screens read anyway; a payment's `user` has no fields the spec
 * names, so it is only the last resort. '' while nobody is known: the receipt shows the RUT alone.
 */
export function usePayerName(): (payment: PaymentRecord) => string {
  const member = useSession().informations;
  const { accounts } = useAssociatedAccounts();
  return (payment) => payerName(payment, [...(member ? [member] : []), ...(accounts ?? [])]);
}

/** The receipt's read (read once; `null` reads nothing). */
export function usePaymentInfo(idCompra: string | null) {
  return useSWR(idCompra === null ? null : paymentInfoPath(idCompra), fetchPaymentInfo);
}

/**
 * The final page's first look waits this long from the page's opening, for the provider's
 * confirmation to land (SPEC §4, §9)…
 */
export const FIRST_POLL_MS = 5000;
/** …then it looks again this often while the payment is in confirmation (estado 1). */
export const REPOLL_MS = 30000;
/**
 * On the fake API with its control room (a demo), staff confirm payments by hand in the console:
 * the member's open result page shows it within seconds, not at the next 30 s look.
 */
export const DEMO_REPOLL_MS = 3000;

/**
 * When the member opened the final page: landing on it (back from the provider), when the browser
 * asked for the page, not when its code ran, which a slow phone takes seconds to download and run;
 * reached inside the app, now.
 */
function pageOpenedAt(landed: boolean): number {
  const page = landed ? performance.getEntriesByType?.('navigation')[0] : undefined;
  return page ? page.startTime : performance.now();
}

/**
 * The final page's read of the same answer: after FIRST_POLL_MS, then every REPOLL_MS while the
 * payment is in confirmation. A final state stops it, and so does an error (SWR does not re-read
 * after a failure: the screen offers 'Reintentar', which is `mutate()`), so it never spins forever.
 */
export function usePaymentStatus(idCompra: string) {
  const [dueFor, setDueFor] = useState<string | null>(null);
  const landed = useNavigationType() === NavigationType.Pop;
  const [openedAt] = useState(() => pageOpenedAt(landed));
  useEffect(() => {
    const waited = performance.now() - openedAt;
    const timer = setTimeout(() => setDueFor(idCompra), Math.max(0, FIRST_POLL_MS - waited));
    return () => clearTimeout(timer);
  }, [idCompra, openedAt]);
  const demo = Boolean(useDemoHealth().data);
  const every = demo ? DEMO_REPOLL_MS : REPOLL_MS;
  return useSWR(dueFor === idCompra ? paymentInfoPath(idCompra) : null, fetchPaymentInfo, {
    // A new function each render on purpose: SWR re-arms its timer with it when an answer arrives.
    refreshInterval: (latest) => (latest?.main_payment.estado === 1 ? every : 0),
  });
}

// The member's own reads ('socios/…': fee info, pending dues, associated accounts, histories).
const isMemberRead = (key: unknown) => typeof key === 'string' && key.startsWith('socios/');

/**
 * A paid purchase changes what the dashboard, the payment screens and the histories show: the
 * result page calls this once the payment is paid, so none of them shows the dues still owed. The
 * re-reads start right after the result's first paint: started with it, their requests and the
 * renders they cause came before that paint.
 */
export function useRefreshAfterPayment() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void mutate(isMemberRead))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mutate]);
}
