import { PageTitle } from '../../../components/page-title';
import { BELOW_WIDE_TABLE_QUERY, useNarrowScreen } from '../../../components/use-narrow-screen';
import {
  fetchPaymentsHistory,
  paymentsHistoryKey,
  usePaymentsHistory,
} from '../../../api/shared/get-payments-history';
import {
  fetchPurchasesHistory,
  purchasesHistoryKey,
  usePurchasesHistory,
} from '../api/get-purchases-history';
import { earlyReadsMeta, readsLoader, type Read } from '../../../app/preload-reads';
import type { OpenPurchases } from '../components/payment-status';
import { HistorySection } from '../components/history-section';
import { PaymentCards } from '../components/payment-cards';
import { PaymentsTable, type PaymentsListProps } from '../components/payments-table';
import '../components/history.css';
import { ScreenFrame } from '../../../components/screen-frame';

/**
 * The spec's table where its eight columns fit (a desktop beside the menu), one card per payment on
 * phones and tablets — nothing scrolls sideways.
 */
function Payments({ label, items, empty, open }: PaymentsListProps) {
  const narrow = useNarrowScreen(BELOW_WIDE_TABLE_QUERY);
  return narrow ? (
    <PaymentCards items={items} empty={empty} open={open} />
  ) : (
    <PaymentsTable label={label} items={items} empty={empty} open={open} />
  );
}

const NORMAL = 'Historial de Pagos';
const EXTRA = 'Historial de Pagos Cuotas Extraordinarias';

export default function PaymentsHistoryPage() {
  const { data, error, isLoading, mutate } = usePaymentsHistory();
  // Which open payments the bank approved, from the purchases: without them (still loading, or
  // failed) an open payment is only "En proceso", never said to be in confirmation.
  const { purchases } = usePurchasesHistory();
  const open: OpenPurchases = new Map(
    (purchases ?? []).filter((p) => p.estado === 1).map((p) => [p.id, p.en_confirmacion]),
  );
  const state = { loading: isLoading && !data, error: data ? undefined : error, onRetry: () => mutate() };
  return (
    <>
      <PageTitle>Historial de pagos</PageTitle>
      <HistorySection id="history-normal" title={NORMAL} titleHidden {...state}>
        <Payments
          label={NORMAL}
          items={data?.history ?? []}
          empty="Aún no tienes pagos de cuotas registrados."
          open={open}
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
            open={open}
          />
        </HistorySection>
      )}
    </>
  );
}

/**
 * The purchases too, started as the screen's code downloads: they say whether an open payment is
 * being confirmed or left at Webpay.
 */
const READS: Read[] = [
  [paymentsHistoryKey, fetchPaymentsHistory],
  [purchasesHistoryKey, fetchPurchasesHistory],
];

export const clientLoader = readsLoader(...READS);

export const meta = () => earlyReadsMeta(...READS);

/** What a member opening it cold sees first: the title and the first table's placeholder. */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <PageTitle>Historial de pagos</PageTitle>
      <HistorySection id="history-normal" title={NORMAL} titleHidden loading error={undefined} onRetry={noop}>
        {null}
      </HistorySection>
    </ScreenFrame>
  );
}

const noop = () => undefined;
