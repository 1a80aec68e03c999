import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/load-error';
import { RequireSession } from '../components/require-session';
import { usePaymentPolling } from '../components/use-payment-polling';
import {
  FinalInConfirmation,
  FinalNotFound,
  FinalNotPaid,
  FinalPaid,
  FinalWaiting,
} from '../components/final-status';
import '../components/payments.css';

function FinalScreen({ id }: { id: string }) {
  const { state, retry } = usePaymentPolling(id);
  if (state.phase === 'waiting') return <FinalWaiting />;
  if (state.phase === 'error')
    return state.notFound ? <FinalNotFound id={id} /> : <LoadError onRetry={retry} />;
  const { info } = state;
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
  const id = params.get('id_compra');
  const valid = id !== null && /^\d+$/.test(id);
  return (
    <>
      <PageTitle>Resultado del pago</PageTitle>
      <RequireSession>{valid ? <FinalScreen id={id} /> : <FinalNotFound id={null} />}</RequireSession>
    </>
  );
}
