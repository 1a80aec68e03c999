import type { PaymentHistoryItem } from '../../../api/contract';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { HistoryCards, type HistoryCard } from './history-cards';
import { PaymentReceipt, PaymentStatusTag, purchaseNumber, type OpenPurchases } from './payment-status';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

function toCard(item: PaymentHistoryItem, open: OpenPurchases): HistoryCard {
  const estado = item.pago_relacionado.estado;
  return {
    key: item.id,
    title: item.tipo,
    amount: formatMoney(item.valor),
    status: <PaymentStatusTag item={item} open={open} />,
    facts: [
      { label: 'Fecha', value: formatLongDate(item.fecha) },
      // Whose dues: an extension of the API's; without it the card has no receptor line.
      ...(item.receptor ? [{ label: 'Receptor', value: item.receptor }] : []),
      { label: 'Periodo', value: item.periodo },
      ...(item.medio ? [{ label: 'Medio de pago', value: item.medio }] : []),
      { label: PURCHASE_NUMBER, value: purchaseNumber(item) },
    ],
    action: estado === 2 ? <PaymentReceipt item={item} /> : null,
    paid: estado === 2,
  };
}

/** The payments history on a phone: one card per payment (the wide screen's table, SPEC §2). */
export function PaymentCards({
  items,
  empty,
  open,
}: {
  items: PaymentHistoryItem[];
  empty: string;
  open: OpenPurchases;
}) {
  return <HistoryCards cards={items.map((item) => toCard(item, open))} empty={empty} />;
}
