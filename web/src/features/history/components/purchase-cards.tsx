import type { Purchase } from '../../../api/contract';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { HistoryCards, type HistoryCard } from './history-cards';
import { PurchaseStatus } from './purchases-table';
import { VoucherLink } from './voucher-link';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

const toCard = (purchase: Purchase): HistoryCard => ({
  key: purchase.id,
  title: `${PURCHASE_NUMBER} ${purchase.id}`,
  amount: formatMoney(purchase.total),
  status: <PurchaseStatus purchase={purchase} />,
  facts: [{ label: 'Fecha', value: formatLongDate(purchase.fecha) }],
  // Only a paid purchase has a receipt (a rejected or annulled one charged nothing).
  action:
    purchase.estado === 2 ? (
      <VoucherLink idCompra={purchase.id} url={purchase.url_voucher}>
        Ver comprobante
      </VoucherLink>
    ) : null,
  paid: purchase.estado === 2,
});

/** The purchases history on a phone: one card per purchase. */
export function PurchaseCards({ purchases, empty }: { purchases: Purchase[]; empty: string }) {
  return <HistoryCards cards={purchases.map(toCard)} empty={empty} />;
}
