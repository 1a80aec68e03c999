import { ButtonLink } from '../../../components/button-link';
import { LightResult } from '../../../components/light/light-result';
import { hrefs } from '../../../app/paths';
import { BackLink } from './receipt-actions';

export type NoticeKind = 'pending' | 'rejected' | 'annulled' | 'not-found';

/** The screen's h1 for each case: a purchase that was not paid is never called a receipt. */
export const NOTICE_TITLES: Record<NoticeKind, string> = {
  pending: 'Pago en confirmación',
  rejected: 'Compra rechazada',
  annulled: 'Compra anulada',
  'not-found': 'Compra no encontrada',
};

const NO_CHARGE = 'No se hizo ningún cargo, por eso esta compra no tiene comprobante.';

/** Why there is no receipt to show, and the way back. */
export function ReceiptNotice({ kind, id, from }: { kind: NoticeKind; id: string; from: string | null }) {
  const back = <BackLink from={from} primary />;
  switch (kind) {
    case 'pending':
      return (
        <LightResult
          status="info"
          title={`Tu pago (Nº de compra ${id}) aún se está confirmando.`}
          subTitle="El comprobante estará aquí cuando se confirme; también te lo enviaremos por correo."
          extra={
            <>
              <ButtonLink to={hrefs.paymentFinal(id)} type="primary">
                Ver estado del pago
              </ButtonLink>
              <BackLink from={from} />
            </>
          }
        />
      );
    case 'rejected':
      return (
        <LightResult
          status="warning"
          title={`La compra Nº ${id} fue rechazada.`}
          subTitle={NO_CHARGE}
          extra={back}
        />
      );
    case 'annulled':
      return (
        <LightResult
          status="warning"
          title={`La compra Nº ${id} fue anulada.`}
          subTitle={NO_CHARGE}
          extra={back}
        />
      );
    default:
      return (
        <LightResult
          status="warning"
          title={/^\d+$/.test(id) ? `No encontramos la compra Nº ${id}.` : 'No encontramos esa compra.'}
          subTitle="Revisa tu historial de compras: ahí están todas tus compras con su estado."
          extra={
            <>
              <ButtonLink to={hrefs.purchasesHistory()} type="primary">
                Ver historial de compras
              </ButtonLink>
              <BackLink from={from} />
            </>
          }
        />
      );
  }
}
