import type { PaymentHistoryItem } from '../../../api/contract';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { HistoryTable, type HistoryColumn } from './history-table';
import { paymentState, PaymentReceipt, purchaseNumber, type OpenPurchases } from './payment-status';
import { PURCHASE_NUMBER_HEADER } from './purchase-number';

const isPaid = (item: PaymentHistoryItem) => item.pago_relacionado.estado === 2;

const columnsFor = (open: OpenPurchases): HistoryColumn<PaymentHistoryItem>[] => [
  // SPEC §2's 'Nº': the purchase the payment belongs to (its related payment, SPEC §3), the one number
  // the member reads on the final page, the receipt, the purchases and the e-mails; the payments of one
  // purchase (hers and her family's) share it.
  { title: PURCHASE_NUMBER_HEADER, key: 'id', render: (item) => purchaseNumber(item) },
  { title: 'Fecha', key: 'fecha', render: (item) => formatLongDate(item.fecha) },
  {
    // SPEC §2 names this column 'Acciones'; it holds the payment's type, so the header says that too.
    title: (
      <>
        Acciones <span className="history-th-detail">tipo de pago</span>
      </>
    ),
    key: 'tipo',
    render: (item) => (
      <>
        {item.tipo}
        {item.medio && <span className="history-medio">{item.medio}</span>}
      </>
    ),
  },
  // SPEC §2's column; the value is an extension of the API's (SPEC §3 lists no receptor).
  {
    title: 'Receptor',
    key: 'receptor',
    render: (item) => item.receptor ?? <span className="history-muted">—</span>,
  },
  {
    title: 'Monto',
    key: 'valor',
    align: 'right',
    render: (item) => formatMoney(item.valor),
  },
  { title: 'Periodo', key: 'periodo', render: (item) => item.periodo },
  {
    title: 'Comprobante',
    key: 'comprobante',
    render: (item) => {
      if (item.pago_relacionado.estado === 2) return <PaymentReceipt item={item} />;
      return <span className="history-muted">{paymentState(item, open)}</span>;
    },
  },
];

/** A list of payments as the history shows it, as a table or as cards. */
export interface PaymentsListProps {
  label: string;
  items: PaymentHistoryItem[];
  empty: string;
  open: OpenPurchases;
}

/** SPEC §2 (wide screens): paid rows (related payment estado 2) are shaded green and link their receipt. */
export function PaymentsTable({ label, items, empty, open }: PaymentsListProps) {
  return (
    <HistoryTable
      label={label}
      rows={items}
      columns={columnsFor(open)}
      empty={empty}
      rowClassName={(item) => (isPaid(item) ? 'history-row--paid' : '')}
    />
  );
}
