import { Card, Col, Row, Skeleton } from 'antd';

/** Sized like a payment screen's two cards, so nothing jumps when the data arrives. */
export function PageSkeleton() {
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label="Cargando">
      <Col xs={24} lg={14}>
        <Card>
          <Skeleton active paragraph={{ rows: 7 }} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </Col>
    </Row>
  );
}
