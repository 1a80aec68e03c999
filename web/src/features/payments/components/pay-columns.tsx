import type { ReactNode } from 'react';
import { Card, Col } from 'antd';
import { SummaryList, type SummaryRow } from './summary-list';

/** A pay screen's left column: what the member chooses (the whole width when there is no summary). */
export function ChoicesColumn({
  title,
  alone,
  children,
}: {
  title: string;
  alone?: boolean;
  children: ReactNode;
}) {
  return (
    <Col xs={24} lg={alone ? 24 : 14}>
      <Card title={title}>{children}</Card>
    </Col>
  );
}

/**
 * Its right column, beside the choices from 992 px and below them on phones: what is paid (`rows`,
 * read out as `label`, or a summary of the screen's own in `children`) and the pay button.
 */
export function SummaryColumn({
  label,
  rows,
  children,
}: {
  label?: string;
  rows?: SummaryRow[];
  children: ReactNode;
}) {
  return (
    <Col xs={24} lg={10}>
      <Card title="Resumen">
        {rows && <SummaryList label={label} rows={rows} />}
        {children}
      </Card>
    </Col>
  );
}
