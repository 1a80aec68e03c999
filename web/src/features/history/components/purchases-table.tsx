import type { Purchase } from '../../../api/contract';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { LightTag } from '../../../components/light/light-tag';
import { HistoryTable, type HistoryColumn } from './history-table';
import { VoucherLink } from './voucher-link';
import { PURCHASE_NUMBER_HEADER } from './purchase-number';
import { openDetail } from '../open-state';

// Why an unpaid purchase is unpaid, beside the spec's 'NO PAGADA': a payment the bank approved and
// the club is confirming must not look like a failure (members would pay again).
const UNPAID_DETAIL: Record<number, string> = { 3: 'rechazada', 4: 'anulada' };

/** 'PAGADA', or 'NO PAGADA' with what it means: en confirmación, sin terminar, rechazada, anulada. */
export function PurchaseStatus({ purchase }: { purchase: Pick<Purchase, 'estado' | 'en_confirmacion'> }) {
  if (purchase.estado === 2) return <LightTag className="history-tag history-tag--paid">PAGADA</LightTag>;
  if (purchase.estado === 1 && purchase.en_confirmacion)
    return (
      <>
        <LightTag className="history-tag history-tag--confirming">NO PAGADA</LightTag>
        <span className="history-status-detail history-status-detail--confirming">{openDetail(true)}</span>
      </>
    );
  // Estado 1 not in confirmation: still at Webpay's card form; without the flag (a real API that
  // does not send it), only that it is still in process.
  const detail =
    purchase.estado === 1 ? openDetail(purchase.en_confirmacion) : UNPAID_DETAIL[purchase.estado];
  return (
    <>
      <LightTag className="history-tag">NO PAGADA</LightTag>
      {detail && <span className="history-status-detail">{detail}</span>}
    </>
  );
}

const columns: HistoryColumn<Purchase>[] = [
  { title: PURCHASE_NUMBER_HEADER, key: 'id', render: (purchase) => purchase.id },
  { title: 'Fecha', key: 'fecha', render: (purchase) => formatLongDate(purchase.fecha) },
  {
    title: 'Estado',
    key: 'estado',
    render: (purchase) => <PurchaseStatus purchase={purchase} />,
  },
  {
    title: 'Monto',
    key: 'total',
    align: 'right',
    render: (purchase) => formatMoney(purchase.total),
  },
  {
    // SPEC §2's column name; the link says what it opens, as on the payments history.
    title: 'Voucher',
    key: 'voucher',
    // Only a paid purchase has a receipt (a rejected or annulled one charged nothing).
    render: (purchase) =>
      purchase.estado === 2 ? (
        <VoucherLink idCompra={purchase.id} url={purchase.url_voucher}>
          Ver comprobante
        </VoucherLink>
      ) : (
        <span className="history-muted">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Sin comprobante</span>
        </span>
      ),
  },
];

export const NO_PURCHASES = 'Aún no tienes compras registradas.';

/** SPEC §2 (wide screens): Nº, Fecha, Estado, Monto, Voucher. */
export function PurchasesTable({ label, purchases }: { label: string; purchases: Purchase[] }) {
  return <HistoryTable label={label} rows={purchases} columns={columns} empty={NO_PURCHASES} />;
}
