import { PageTitle } from '../../../components/page-title';
import { usePaymentsHistory } from '../api/get-payments-history';
import { HistorySection } from '../components/history-section';
import { PaymentsTable } from '../components/payments-table';
import '../components/history.css';

export default function PaymentsHistoryPage() {
  const { data, error, isLoading, mutate } = usePaymentsHistory();
  const state = { loading: isLoading && !data, error: Boolean(error) && !data, onRetry: () => mutate() };
  return (
    <>
      <PageTitle>Historial de pagos</PageTitle>
      <HistorySection
        id="history-normal"
        title="Historial de Pagos"
        rows={data?.history.length ?? 0}
        {...state}
      >
        <PaymentsTable items={data?.history ?? []} empty="Aún no tienes pagos de cuotas registrados." />
      </HistorySection>
      {/* With the data, below the first table: shown while loading, the first table's arrival
          would push it down (a layout shift). */}
      {!state.loading && (
        <HistorySection
          id="history-extra"
          title="Historial de Pagos Cuotas Extraordinarias"
          rows={data?.history_extra.length ?? 0}
          {...state}
        >
          <PaymentsTable
            items={data?.history_extra ?? []}
            empty="Aún no tienes aportes extraordinarios registrados."
          />
        </HistorySection>
      )}
    </>
  );
}
