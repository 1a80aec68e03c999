import { PageTitle } from '../../../components/page-title';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import {
  fetchPurchasesHistory,
  purchasesHistoryKey,
  usePurchasesHistory,
} from '../api/get-purchases-history';
import { earlyReadsMeta, readsLoader, type Read } from '../../../app/preload-reads';
import { HistorySection } from '../components/history-section';
import { PurchaseCards } from '../components/purchase-cards';
import { NO_PURCHASES, PurchasesTable } from '../components/purchases-table';
import '../components/history.css';
import { ScreenFrame } from '../../../components/screen-frame';

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

/** Its one read, started as the screen's code downloads. */
const READS: Read[] = [[purchasesHistoryKey, fetchPurchasesHistory]];

export const clientLoader = readsLoader(...READS);

export const meta = () => earlyReadsMeta(...READS);

/** What a member opening it cold sees first: the title and the list's placeholder. */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <PageTitle>Compras</PageTitle>
      <HistorySection id="history-purchases" title={TITLE} loading error={undefined} onRetry={noop}>
        {null}
      </HistorySection>
    </ScreenFrame>
  );
}

const noop = () => undefined;
