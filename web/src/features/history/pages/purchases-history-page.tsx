import { PageTitle } from '../../../components/page-title';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { usePurchasesHistory } from '../api/get-purchases-history';
import { HistorySection } from '../components/history-section';
import { PurchaseCards } from '../components/purchase-cards';
import { NO_PURCHASES, PurchasesTable } from '../components/purchases-table';
import '../components/history.css';

const TITLE = 'Historial de compras';

export default function PurchasesHistoryPage() {
  const { purchases, error, isLoading, mutate } = usePurchasesHistory();
  const narrow = useNarrowScreen();
  const list = purchases ?? [];
  return (
    <>
      <PageTitle>Compras</PageTitle>
      <HistorySection
        id="history-purchases"
        title={TITLE}
        loading={isLoading && !purchases}
        error={purchases ? undefined : error}
        onRetry={() => mutate()}
      >
        {narrow ? (
          <PurchaseCards purchases={list} empty={NO_PURCHASES} />
        ) : (
          <PurchasesTable label={TITLE} purchases={list} />
        )}
      </HistorySection>
    </>
  );
}
