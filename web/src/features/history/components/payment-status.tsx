import type { PaymentEstado, PaymentHistoryItem } from '../../../api/contract';
import { LightTag } from '../../../components/light/light-tag';
import { ExternalVoucherLink, VoucherLink } from './voucher-link';

/** The state of a payment's related payment (SPEC §3 pago_relacionado.estado), in words. */
export const PAYMENT_STATE: Record<PaymentEstado, string> = {
  1: 'En confirmación',
  2: 'Pagado',
  3: 'Rechazado',
  4: 'Anulado',
};

const TAG_CLASS: Record<PaymentEstado, string> = {
  1: 'history-tag history-tag--confirming',
  2: 'history-tag history-tag--paid',
  3: 'history-tag',
  4: 'history-tag',
};

/** A card's status tag (the table says it through shading and the 'Comprobante' column). */
export function PaymentStatusTag({ estado }: { estado: PaymentEstado }) {
  return <LightTag className={TAG_CLASS[estado]}>{PAYMENT_STATE[estado]}</LightTag>;
}

/** A paid payment's receipt: the portal's own (by purchase), else the API's voucher path (SPEC §2). */
export function PaymentReceipt({ item }: { item: PaymentHistoryItem }) {
  if (item.id_compra !== undefined)
    return (
      <VoucherLink idCompra={item.id_compra} url={item.url_voucher}>
        Ver comprobante
      </VoucherLink>
    );
  if (item.url_voucher.trim()) return <ExternalVoucherLink url={item.url_voucher} />;
  return <span className="history-muted">Pagado</span>;
}
