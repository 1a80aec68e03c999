import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/load-error';
import { RequireSession } from '../components/require-session';
import { ApiError } from '../../../api/client';
import { usePaymentStatus } from '../api/get-payment-info';
import {
  FinalInConfirmation,
  FinalNotFound,
  FinalNotPaid,
  FinalPaid,
  FinalWaiting,
} from '../components/final-status';
import { useAutoPaymentOfferReadsAhead } from '../components/auto-payment-offer';
import '../components/payments.css';
import { OwnFrame } from '../../../components/screen-frame';
import { useHydrated } from '../../../components/light/use-hydrated';

function FinalScreen({ id }: { id: string }) {
  const { data: info, error, isValidating, mutate } = usePaymentStatus(id);
  useAutoPaymentOfferReadsAhead();
  if (error && !isValidating)
    return error instanceof ApiError && error.result.status === 404 ? (
      <FinalNotFound id={id} />
    ) : (
      <LoadError error={error} onRetry={() => mutate()} />
    );
  // Before the first look, and while 'Reintentar' asks again.
  if (!info || error) return <FinalWaiting />;
  switch (info.main_payment.estado) {
    case 2:
      return <FinalPaid info={info} />;
    case 3:
    case 4:
      return <FinalNotPaid info={info} />;
    default:
      return <FinalInConfirmation id={id} />;
  }
}

export default function PaymentFinalPage() {
  const [params] = useSearchParams();
  // Pre-rendered (its own frame), the page had no purchase to look up: it waits until hydrated.
  const hydrated = useHydrated();
  const id = params.get('id_compra');
  const valid = id !== null && /^\d+$/.test(id);
  return (
    <OwnFrame>
      <PageTitle>Resultado del pago</PageTitle>
      <RequireSession>
        {!hydrated ? <FinalWaiting /> : valid ? <FinalScreen id={id} /> : <FinalNotFound id={null} />}
      </RequireSession>
    </OwnFrame>
  );
}
