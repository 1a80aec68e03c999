import { Empty, Table, type TableColumnsType } from 'antd';

interface HistoryTableProps<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  /** What an empty history says. */
  empty: string;
  rowClassName?: (row: T) => string;
}

/** A history on wide screens: one row per record (keyed by its id), ten a page when there are more. */
export function HistoryTable<T extends { id: number }>({
  rows,
  columns,
  empty,
  rowClassName,
}: HistoryTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      rowClassName={rowClassName}
      size="middle"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}
