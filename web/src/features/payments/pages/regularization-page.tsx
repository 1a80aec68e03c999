import { useState } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../session/session';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../domain/money';
import { useRegularizationAmount } from '../api/get-regularization-amount';
import { useSavedCard } from '../api/get-saved-card';
import { createRegularizationPayment } from '../api/create-regularization-payment';
import { RequireSession } from '../components/require-session';
import { PageSkeleton } from '../components/page-skeleton';
import { CardEnrolledBanner } from '../components/card-enrolled-banner';
import { MethodRadio, methodFromQuery } from '../components/method-radio';
import { PaymentAction } from '../components/pay-button';
import { SummaryList } from '../components/summary-list';
import { RegularizationBlocked } from '../components/regularization-blocked';
import { usePaymentStart } from '../components/use-payment-start';
import { returnPathFor } from '../components/return-path';

function RegularizationScreen() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const [method, setMethod] = useState(() => methodFromQuery(params.get('payment_method')));
  const { informations } = useSession();
  const amount = useRegularizationAmount();
  const savedCard = useSavedCard();
  const payment = usePaymentStart(createRegularizationPayment);
  if (amount.error && !amount.data) return <LoadError onRetry={() => amount.mutate()} />;
  if (!amount.data) return <PageSkeleton />;
  const a = amount.data;

  const pay = () =>
    void payment.start(
      {
        numero_cuotas: a.cuotas_pendientes,
        tipo_pago: 'regularizacion',
        valor: a.total,
        main_account: informations?.id,
      },
      method,
      savedCard.card !== null,
      returnPathFor(pathname, search, method),
    );

  // Nothing owed: the explanation alone, a summary of zeros would only confuse.
  const showSummary = a.puede_regularizar || a.cuotas_pendientes > 0;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={showSummary ? 14 : 24}>
        <Card title="Regulariza tu deuda">
          <Typography.Paragraph>
            Si tienes 24 o más cuotas pendientes, puedes ponerte al día pagando el 50% de tu deuda. Este
            beneficio se puede usar una vez cada 5 años.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            Importante: al regularizar ya no podrás optar a ser socio honorario por cumplir 30 años como
            socio.
          </Typography.Paragraph>
          {a.puede_regularizar ? (
            <MethodRadio value={method} onChange={setMethod} disabled={payment.busy || payment.redirecting} />
          ) : (
            <RegularizationBlocked amount={a} />
          )}
        </Card>
      </Col>
      {showSummary && (
        <Col xs={24} lg={10}>
          <Card title="Resumen">
            <SummaryList
              label="Resumen de la regularización"
              rows={[
                { label: 'Cuotas pendientes', value: a.cuotas_pendientes },
                { label: 'Deuda total', value: formatMoney(a.deuda) },
                { label: 'Equivale a', value: `${a.cuotas_equivalentes} cuotas` },
                { label: 'Total a pagar (50%)', value: formatMoney(a.total), kind: 'total' },
              ]}
            />
            {a.puede_regularizar && (
              <PaymentAction method={method} savedCard={savedCard} payment={payment} ready onPay={pay} />
            )}
          </Card>
        </Col>
      )}
    </Row>
  );
}

export default function RegularizationPage() {
  return (
    <>
      <PageTitle>Regularización</PageTitle>
      <RequireSession>
        <CardEnrolledBanner />
        <RegularizationScreen />
      </RequireSession>
    </>
  );
}
