import type { TableColumnsType } from 'antd';
import type { PaymentHistoryItem } from '../../../api/contract';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { HistoryTable } from './history-table';
import { PAYMENT_STATE, PaymentReceipt } from './payment-status';

const isPaid = (item: PaymentHistoryItem) => item.pago_relacionado.estado === 2;

const columns: TableColumnsType<PaymentHistoryItem> = [
  // One number per row (SPEC's 'Nº'); the purchase's number is on its receipt link.
  { title: 'Nº', dataIndex: 'id', key: 'id' },
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatLongDate(fecha) },
  {
    // SPEC §2 names this column 'Acciones'; it holds the payment's type, so the header says that too.
    title: (
      <>
        Acciones <span className="history-th-detail">tipo de pago</span>
      </>
    ),
    key: 'tipo',
    render: (_: unknown, item) => (
      <>
        {item.tipo}
        {item.medio && <span className="history-medio">{item.medio}</span>}
      </>
    ),
  },
  // SPEC §2's column; the value is an extension of the API's (SPEC §3 lists no receptor).
  {
    title: 'Receptor',
    dataIndex: 'receptor',
    key: 'receptor',
    render: (receptor: string | undefined) => receptor ?? <span className="history-muted">—</span>,
  },
  {
    title: 'Monto',
    dataIndex: 'valor',
    key: 'valor',
    align: 'right',
    render: (valor: number) => formatMoney(valor),
  },
  { title: 'Periodo', dataIndex: 'periodo', key: 'periodo' },
  {
    title: 'Comprobante',
    key: 'comprobante',
    render: (_: unknown, item) => {
      const estado = item.pago_relacionado.estado;
      if (estado === 2) return <PaymentReceipt item={item} />;
      return <span className="history-muted">{PAYMENT_STATE[estado]}</span>;
    },
  },
];

/** SPEC §2 (wide screens): paid rows (related payment estado 2) are shaded green and link their receipt. */
export function PaymentsTable({ items, empty }: { items: PaymentHistoryItem[]; empty: string }) {
  return (
    <HistoryTable
      rows={items}
      columns={columns}
      empty={empty}
      rowClassName={(item) => (isPaid(item) ? 'history-row--paid' : '')}
    />
  );
}
