import { useState } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { EXTRAORDINARY_DEFAULT, extraordinaryTotal } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { useSavedCard } from '../api/get-saved-card';
import { createExtraordinaryPayment } from '../api/create-extraordinary-payment';
import { RequireSession } from '../components/require-session';
import { CardEnrolledBanner } from '../components/card-enrolled-banner';
import { DuesCountSelect } from '../components/dues-count-select';
import { AmountSelect } from '../components/amount-select';
import { MethodRadio, methodFromQuery } from '../components/method-radio';
import { PaymentAction } from '../components/pay-button';
import { SummaryList } from '../components/summary-list';
import { usePaymentStart } from '../components/use-payment-start';
import { returnPathFor } from '../components/return-path';

function ExtraordinaryForm() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const [count, setCount] = useState(0);
  const [amount, setAmount] = useState(EXTRAORDINARY_DEFAULT);
  const [method, setMethod] = useState(() => methodFromQuery(params.get('payment_method')));
  const { informations } = useSession();
  const savedCard = useSavedCard();
  const payment = usePaymentStart(createExtraordinaryPayment);
  const total = extraordinaryTotal(count, amount);
  const locked = payment.busy || payment.redirecting;

  const pay = () =>
    void payment.start(
      {
        numero_cuotas: count,
        tipo_pago: 'extraordinaria',
        valor_cuota_extraordinaria: amount,
        valor: total,
        min_cuota: 1,
        main_account: informations?.id,
      },
      method,
      savedCard.card !== null,
      returnPathFor(pathname, search, method),
    );

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card title="Tu aporte">
          <Typography.Paragraph>
            La cuota extraordinaria es un aporte voluntario que se suma a tu cuota mensual y ayuda al club a
            financiar proyectos especiales. Elige cuántas cuotas quieres aportar y el monto de cada una.
          </Typography.Paragraph>
          <DuesCountSelect
            id="extraordinary-count"
            min={1}
            value={count}
            onChange={setCount}
            disabled={locked}
          />
          <AmountSelect value={amount} onChange={setAmount} disabled={locked} />
          <MethodRadio value={method} onChange={setMethod} disabled={locked} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Resumen">
          <SummaryList
            label="Resumen del aporte"
            rows={[
              { label: 'Cantidad de cuotas', value: count || '—' },
              { label: 'Monto por cuota', value: formatMoney(amount) },
              { label: 'Total a pagar', value: formatMoney(total), kind: 'total' },
            ]}
          />
          <PaymentAction
            method={method}
            savedCard={savedCard}
            payment={payment}
            ready={count > 0}
            amount={total}
            onPay={pay}
          />
        </Card>
      </Col>
    </Row>
  );
}

export default function ExtraordinaryPage() {
  return (
    <>
      <PageTitle>Cuota extraordinaria</PageTitle>
      <RequireSession>
        <CardEnrolledBanner />
        <ExtraordinaryForm />
      </RequireSession>
    </>
  );
}
