import { ButtonLink } from '../../../components/button-link';
import { LightResult } from '../../../components/light/light-result';
import { hrefs } from '../../../app/paths';
import { BackLink } from './receipt-actions';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

export type NoticeKind = 'pending' | 'rejected' | 'annulled' | 'not-found';

/**
 * The screen's h1 for each case: a purchase that was not paid is never called a receipt. An open one
 * may be left at Webpay as well as approved by the bank: "en proceso" is true of both.
 */
export const NOTICE_TITLES: Record<NoticeKind, string> = {
  pending: 'Pago en proceso',
  rejected: 'Compra rechazada',
  annulled: 'Compra anulada',
  'not-found': 'Compra no encontrada',
};

const NO_CHARGE = 'No se hizo ningún cargo, por eso esta compra no tiene comprobante.';

interface Notice {
  status: 'info' | 'warning';
  title: (id: string) => string;
  subTitle: string;
  /** Where to go next, besides back; without it, back is the main button. */
  next?: { to: (id: string) => string; label: string };
}

const NOTICES: Record<NoticeKind, Notice> = {
  pending: {
    status: 'info',
    title: (id) => `Tu pago (${PURCHASE_NUMBER} ${id}) aún no termina.`,
    subTitle: 'El comprobante estará aquí cuando el pago se confirme; también te lo enviaremos por correo.',
    next: { to: hrefs.paymentFinal, label: 'Ver estado del pago' },
  },
  rejected: {
    status: 'warning',
    title: (id) => `Tu pago (${PURCHASE_NUMBER} ${id}) fue rechazado.`,
    subTitle: NO_CHARGE,
  },
  annulled: {
    status: 'warning',
    title: (id) => `Tu pago (${PURCHASE_NUMBER} ${id}) fue anulado.`,
    subTitle: NO_CHARGE,
  },
  'not-found': {
    status: 'warning',
    title: (id) =>
      /^\d+$/.test(id) ? `No encontramos el ${PURCHASE_NUMBER} ${id}.` : 'No encontramos esa compra.',
    subTitle: 'Revisa tu historial de compras: ahí están todas tus compras con su estado.',
    next: { to: hrefs.purchasesHistory, label: 'Ver historial de compras' },
  },
};

/** Why there is no receipt to show, and the way back. */
export function ReceiptNotice({ kind, id, from }: { kind: NoticeKind; id: string; from: string | null }) {
  const { status, title, subTitle, next } = NOTICES[kind];
  const extra = next ? (
    <>
      <ButtonLink to={next.to(id)} type="primary">
        {next.label}
      </ButtonLink>
      <BackLink from={from} />
    </>
  ) : (
    <BackLink from={from} primary />
  );
  return <LightResult status={status} title={title(id)} subTitle={subTitle} extra={extra} />;
}
