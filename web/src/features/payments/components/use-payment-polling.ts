// The final page's polling (SPEC §4, §9): the first look after 5 s, then every 30 s while the
// payment is still in confirmation; it stops on any final state or error (never an endless spinner).
import { useEffect, useState } from 'react';
import type { PaymentInfo } from '../../../api/contract';
import { getPaymentInfo } from '../api/get-payment-info';

export const FIRST_POLL_MS = 5000;
export const REPOLL_MS = 30000;

export type PollState =
  { phase: 'waiting' } | { phase: 'loaded'; info: PaymentInfo } | { phase: 'error'; notFound: boolean };

export function usePaymentPolling(idCompra: string | null) {
  const [state, setState] = useState<PollState>({ phase: 'waiting' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!idCompra) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await getPaymentInfo(idCompra);
      if (cancelled) return;
      if (!result.ok || !result.data) return setState({ phase: 'error', notFound: result.status === 404 });
      setState({ phase: 'loaded', info: result.data });
      if (result.data.main_payment.estado === 1) timer = setTimeout(() => void poll(), REPOLL_MS);
    };
    // A retry asks at once; only the first look waits for the provider's confirmation to land.
    timer = setTimeout(() => void poll(), round === 0 ? FIRST_POLL_MS : 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [idCompra, round]);

  const retry = () => {
    setState({ phase: 'waiting' });
    setRound((r) => r + 1);
  };
  return { state, retry };
}
