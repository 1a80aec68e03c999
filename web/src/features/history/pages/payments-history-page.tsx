import type { PaymentHistoryItem } from '../../../api/contract';
import { PageTitle } from '../../../components/page-title';
import { BELOW_WIDE_TABLE_QUERY, useNarrowScreen } from '../../../components/use-narrow-screen';
import { usePaymentsHistory } from '../api/get-payments-history';
import { HistorySection } from '../components/history-section';
import { PaymentCards } from '../components/payment-cards';
import { PaymentsTable } from '../components/payments-table';
import '../components/history.css';

/**
 * The spec's table where its eight columns fit (a desktop beside the menu), one card per payment on
 * phones and tablets — nothing scrolls sideways.
 */
function Payments({ label, items, empty }: { label: string; items: PaymentHistoryItem[]; empty: string }) {
  const narrow = useNarrowScreen(BELOW_WIDE_TABLE_QUERY);
  return narrow ? (
    <PaymentCards items={items} empty={empty} />
  ) : (
    <PaymentsTable label={label} items={items} empty={empty} />
  );
}

const NORMAL = 'Historial de Pagos';
const EXTRA = 'Historial de Pagos Cuotas Extraordinarias';

export default function PaymentsHistoryPage() {
  const { data, error, isLoading, mutate } = usePaymentsHistory();
  const state = { loading: isLoading && !data, error: data ? undefined : error, onRetry: () => mutate() };
  return (
    <>
      <PageTitle>Historial de pagos</PageTitle>
      <HistorySection id="history-normal" title={NORMAL} titleHidden {...state}>
        <Payments
          label={NORMAL}
          items={data?.history ?? []}
          empty="Aún no tienes pagos de cuotas registrados."
        />
      </HistorySection>
      {/* With the data, below the first table: shown while loading, the first table's arrival
          would push it down (a layout shift). */}
      {!state.loading && (
        <HistorySection id="history-extra" title={EXTRA} {...state}>
          <Payments
            label={EXTRA}
            items={data?.history_extra ?? []}
            empty="Aún no tienes aportes extraordinarios registrados."
          />
        </HistorySection>
      )}
    </>
  );
}
