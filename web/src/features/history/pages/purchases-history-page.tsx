import { PageTitle } from '../../../components/page-title';
import { usePurchasesHistory } from '../api/get-purchases-history';
import { HistorySection } from '../components/history-section';
import { PurchasesTable } from '../components/purchases-table';
import '../components/history.css';

export default function PurchasesHistoryPage() {
  const { purchases, error, isLoading, mutate } = usePurchasesHistory();
  return (
    <>
      <PageTitle>Compras</PageTitle>
      <HistorySection
        id="history-purchases"
        title="Historial de compras"
        loading={isLoading && !purchases}
        error={Boolean(error) && !purchases}
        onRetry={() => mutate()}
        rows={purchases?.length ?? 0}
      >
        <PurchasesTable purchases={purchases ?? []} />
      </HistorySection>
    </>
  );
}
