import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import type { Purchase } from '../../../api/contract';
import { formatShortDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { VoucherLink } from './voucher-link';

const columns: TableColumnsType<Purchase> = [
  { title: 'Nº', dataIndex: 'id', key: 'id' },
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatShortDate(fecha) },
  {
    title: 'Estado',
    dataIndex: 'estado',
    key: 'estado',
    render: (estado: number) =>
      estado === 2 ? (
        <Tag className="history-tag history-tag--paid">PAGADA</Tag>
      ) : (
        <Tag className="history-tag">NO PAGADA</Tag>
      ),
  },
  {
    title: 'Monto',
    dataIndex: 'total',
    key: 'total',
    align: 'right',
    render: (total: number) => formatMoney(total),
  },
  {
    title: 'Voucher',
    key: 'voucher',
    // Only a paid purchase has a receipt (a rejected or annulled one charged nothing).
    render: (_: unknown, purchase) =>
      purchase.estado === 2 ? (
        <VoucherLink idCompra={purchase.id} url={purchase.url_voucher}>
          Ver voucher
        </VoucherLink>
      ) : (
        <span className="history-muted">
          <span aria-hidden="true">—</span>
          <span className="history-sr-only">Sin voucher</span>
        </span>
      ),
  },
];

export function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  return (
    <Table<Purchase>
      rowKey="id"
      columns={columns}
      dataSource={purchases}
      pagination={purchases.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no tienes compras registradas." />
        ),
      }}
    />
  );
}
