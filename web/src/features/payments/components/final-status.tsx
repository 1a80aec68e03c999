import { Link, useLocation, useNavigate } from 'react-router';
import type { PurchaseInfo } from '../api/get-payment-info';
import { hrefs, paths, type ReceiptLinkState } from '../../../app/paths';
import { PaymentReceipt } from './payment-receipt';
import { AutoPaymentOffer } from './auto-payment-offer';
import { payAgainHref } from './payment-labels';
import { useRefreshAfterPayment } from '../api/get-payment-info';
import { useFeeInfo } from '../../../api/shared/get-fee-info';
import { OpenPaymentActions } from '../../payments-shared/open-payment-actions';
import { ButtonLink } from '../../../components/button-link';
import { LightResult } from '../../../components/light/light-result';
import './payments.css';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';
import { LightButton } from '../../../components/light/light-button';
import { LightSpinner } from '../../../components/light/light-spinner';

export function FinalWaiting() {
  return (
    <div role="status" style={{ textAlign: 'center', padding: '48px 16px' }}>
      {/* Busy, as the spinner it replaces was marked (checks that wait for the page's content look for
          it); the drawing itself says nothing. */}
      <div aria-live="polite" aria-busy="true">
        <LightSpinner className="pay-final-spinner" />
      </div>
      {/* The result is not known yet: it may be a rejection, so nothing here says 'confirming'. */}
      <p style={{ fontSize: 18, marginTop: 24, marginBottom: 4 }}>Consultando el resultado de tu pago…</p>
      <p className="pay-note">Te lo mostramos en unos segundos. No cierres esta página.</p>
    </div>
  );
}

/** A clock, not the warning '!': waiting for the club is no alarm. */
const WAITING_ICON = (
  <svg
    width="72"
    height="72"
    viewBox="0 0 24 24"
    aria-hidden="true"
    style={{ color: 'var(--ant-color-warning)' }}
  >
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M12 6.5V12l3.5 2.2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/**
 * Estado 1. The spec's notice when the provider approved it and the club is confirming it; when the
 * fee info says this very payment is still at Webpay's card form, that instead, with the way back
 * there (a real API without `pago_en_curso` always gets the spec's notice).
 */
export function FinalInConfirmation({ id }: { id: string }) {
  const open = useFeeInfo().data?.pago_en_curso;
  if (open && String(open.id_compra) === id && !open.en_confirmacion)
    return (
      <LightResult
        status="info"
        icon={WAITING_ICON}
        title={`Tu pago (${PURCHASE_NUMBER} ${id}) aún no termina en Webpay.`}
        subTitle="Puedes retomarlo para pagarlo o anularlo; si no haces nada, se anula solo a los 5 minutos y no se realiza ningún cargo."
        extra={<OpenPaymentActions open={open} statusLink={false} />}
      />
    );
  return (
    <LightResult
      status="info"
      icon={WAITING_ICON}
      // SPEC §8's sentence, to the letter; the line under it ties its 'código' to the number every
      // other screen calls 'Nº de compra'.
      title={`Tu pago con código ${id} está en proceso de confirmación.`}
      subTitle={`Ese código es tu ${PURCHASE_NUMBER} ${id}. Tu banco ya lo aprobó. Te enviaremos un correo electrónico cuando se confirme; esta página se actualizará sola.`}
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
  const receipt = hrefs.receipt(info.id_compra);
  const receiptState: ReceiptLinkState = { from: pathname + search };
  useRefreshAfterPayment();
  return (
    <>
      <LightResult
        status="success"
        title="¡Pago realizado con éxito!"
        subTitle="Te enviamos el comprobante a tu correo electrónico."
        extra={
          <>
            {/* The portal's own receipt screen, in place (no new tab). */}
            <ButtonLink to={receipt} state={receiptState} type="primary">
              Ver comprobante
            </ButtonLink>
            <LightButton onClick={() => navigate(paths.dashboard)}>Ir al inicio</LightButton>
          </>
        }
      />
      <AutoPaymentOffer tipoPago={info.main_payment.tipo_pago} />
      <PaymentReceipt info={info} />
    </>
  );
}

/** Rejected (3) or annulled (4): nothing was charged; offer the same kind of payment again. */
export function FinalNotPaid({ info }: { info: PurchaseInfo }) {
  const navigate = useNavigate();
  const rejected = info.main_payment.estado === 3;
  return (
    <LightResult
      status={rejected ? 'error' : 'warning'}
      title={rejected ? 'Tu pago fue rechazado.' : 'El pago fue anulado.'}
      subTitle={
        rejected
          ? `El pago (${PURCHASE_NUMBER} ${info.id_compra}) fue rechazado por el emisor de la tarjeta y no se realizó ningún cargo. Puedes intentarlo nuevamente con otra tarjeta.`
          : `El pago (${PURCHASE_NUMBER} ${info.id_compra}) fue anulado y no se realizó ningún cargo.`
      }
      extra={
        <>
          <LightButton type="primary" onClick={() => navigate(payAgainHref(info.main_payment.tipo_pago))}>
            Volver a pagar
          </LightButton>
          <LightButton onClick={() => navigate(paths.dashboard)}>Ir al inicio</LightButton>
        </>
      }
    />
  );
}

export function FinalNotFound({ id }: { id: string | null }) {
  const navigate = useNavigate();
  return (
    <LightResult
      status="warning"
      title={id ? `No encontramos el ${PURCHASE_NUMBER} ${id}.` : 'No encontramos el pago.'}
      subTitle="Revisa tu historial de pagos; ahí aparecen todos tus pagos con su estado."
      extra={
        <LightButton onClick={() => navigate(hrefs.paymentsHistory())}>Ver historial de pagos</LightButton>
      }
    />
  );
}
