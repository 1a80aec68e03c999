import { useEffect } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PurchaseInfo } from '../api/get-payment-info';
import { hrefs, paths, type ReceiptLinkState } from '../../../app/paths';
import { PaymentReceipt } from './payment-receipt';
import { payAgainHref } from './payment-labels';
import { useRefreshAfterPayment } from '../api/get-payment-info';

export function FinalWaiting() {
  return (
    <div role="status" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <Spin size="large" />
      <p style={{ fontSize: 18, marginTop: 24, marginBottom: 4 }}>Estamos confirmando tu pago…</p>
      <p className="pay-note">Esto toma solo unos segundos. No cierres esta página.</p>
    </div>
  );
}

export function FinalInConfirmation({ id }: { id: string }) {
  return (
    <Result
      status="info"
      title={`Tu pago con código ${id} está en proceso de confirmación.`}
      subTitle={`Es la compra Nº ${id}. Te enviaremos un correo electrónico cuando se confirme. Esta página se actualizará sola.`}
      extra={
        <Link to={hrefs.paymentsHistory()} className="pay-link">
          Ver historial de pagos
        </Link>
      }
    />
  );
}

export function FinalPaid({ info }: { info: PurchaseInfo }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const refreshAfterPayment = useRefreshAfterPayment();
  const receipt = hrefs.receipt(info.id_compra);
  const receiptState: ReceiptLinkState = { from: pathname + search };
  useEffect(refreshAfterPayment, [refreshAfterPayment]);
  return (
    <>
      <Result
        status="success"
        title="¡Pago realizado con éxito!"
        subTitle="Te enviamos el comprobante a tu correo electrónico."
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button
              type="primary"
              href={receipt}
              onClick={(e) => {
                e.preventDefault(); // the portal's own receipt screen, in place (no new tab)
                navigate(receipt, { state: receiptState });
              }}
            >
              Ver comprobante
            </Button>
            <Button onClick={() => navigate(paths.dashboard)}>Ir al inicio</Button>
          </Space>
        }
      />
      <PaymentReceipt info={info} />
    </>
  );
}

/** Rejected (3) or annulled (4): nothing was charged; offer the same kind of payment again. */
export function FinalNotPaid({ info }: { info: PurchaseInfo }) {
  const navigate = useNavigate();
  const rejected = info.main_payment.estado === 3;
  return (
    <Result
      status={rejected ? 'error' : 'warning'}
      title={rejected ? 'Tu pago fue rechazado.' : 'El pago fue anulado.'}
      subTitle={
        rejected
          ? `El pago (Nº de compra ${info.id_compra}) fue rechazado por el emisor de la tarjeta y no se realizó ningún cargo. Puedes intentarlo nuevamente con otra tarjeta.`
          : `El pago (Nº de compra ${info.id_compra}) fue anulado y no se realizó ningún cargo.`
      }
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={() => navigate(payAgainHref(info.main_payment.tipo_pago))}>
            Volver a pagar
          </Button>
          <Button onClick={() => navigate(paths.dashboard)}>Ir al inicio</Button>
        </Space>
      }
    />
  );
}

export function FinalNotFound({ id }: { id: string | null }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={id ? `No encontramos la compra Nº ${id}.` : 'No encontramos el pago.'}
      subTitle="Revisa tu historial de pagos; ahí aparecen todos tus pagos con su estado."
      extra={<Button onClick={() => navigate(hrefs.paymentsHistory())}>Ver historial de pagos</Button>}
    />
  );
}
