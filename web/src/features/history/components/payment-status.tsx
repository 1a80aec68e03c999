import type { PaymentEstado, PaymentHistoryItem } from '../../../api/contract';
import { LightTag } from '../../../components/light/light-tag';
import { VoucherLink } from './voucher-link';

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

/**
 * The purchase a payment belongs to: SPEC §3's `pago_relacionado`, the related payment whose estado 2
 * makes the row paid (SPEC §2), is the purchase (`id_compra`, what `payments/info/{id}` reads).
 */
export const purchaseNumber = (item: PaymentHistoryItem) => item.pago_relacionado.id;

/** A paid payment's receipt: the portal's own, of its purchase (the voucher path goes along). */
export function PaymentReceipt({ item }: { item: PaymentHistoryItem }) {
  return (
    <VoucherLink idCompra={purchaseNumber(item)} url={item.url_voucher}>
      Ver comprobante
    </VoucherLink>
  );
}
