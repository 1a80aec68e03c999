import type { PaymentEstado, PaymentHistoryItem } from '../../../api/contract';
import { LightTag } from '../../../components/light/light-tag';
import { VoucherLink } from './voucher-link';
import { openState } from '../open-state';

/**
 * Whether each purchase still open is being confirmed (approved by the bank) or was left at Webpay,
 * by purchase number: the payments history's rows carry only estado 1, the purchases say which.
 */
export type OpenPurchases = ReadonlyMap<number, boolean | undefined>;

/**
 * The state of a payment's related payment (SPEC §3 pago_relacionado.estado), in words; an open one
 * (estado 1) in the words of its purchase, never "En confirmación" unless the bank approved it.
 */
export function paymentState(item: PaymentHistoryItem, open: OpenPurchases): string {
  const estado = item.pago_relacionado.estado;
  if (estado === 1) return openState(open.get(purchaseNumber(item)));
  return CLOSED_STATE[estado];
}
const CLOSED_STATE: Record<Exclude<PaymentEstado, 1>, string> = { 2: 'Pagado', 3: 'Rechazado', 4: 'Anulado' };

const TAG_CLASS: Record<PaymentEstado, string> = {
  1: 'history-tag history-tag--confirming',
  2: 'history-tag history-tag--paid',
  3: 'history-tag',
  4: 'history-tag',
};

/** A card's status tag (the table says it through shading and the 'Comprobante' column). */
export function PaymentStatusTag({ item, open }: { item: PaymentHistoryItem; open: OpenPurchases }) {
  const estado = item.pago_relacionado.estado;
  const confirming = estado === 1 && open.get(purchaseNumber(item)) === true;
  return (
    <LightTag className={estado === 1 && !confirming ? 'history-tag' : TAG_CLASS[estado]}>
      {paymentState(item, open)}
    </LightTag>
  );
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
