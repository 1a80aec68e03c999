import type { PaymentRecord } from '../../../api/contract';
import { usePayerName, type PurchaseInfo } from '../api/get-payment-info';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { formatRut } from '../../../domain/rut';
import { SummaryList, type SummaryRow } from './summary-list';
import { PAYMENT_TYPE_LABELS, TIPO_LABELS } from './payment-labels';
import { LightCard } from '../../../components/light/light-card';
import '../../../components/light/light.css';
import './payments.css';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';
import { cardName } from '../../../domain/card-name';

/** One member's part of the purchase: every month paid with its value, and its total. */
function PaymentPart({ payment, name }: { payment: PaymentRecord; name: string }) {
  const months = payment.detail_pago.reduce((sum, d) => sum + d.month_value, 0);
  // Without a known name, the RUT stands for the person (SPEC §3 names only `rut` on a payment).
  const who = name || `RUT ${formatRut(payment.rut)}`;
  // The joining fee is charged on top of the months and is not a month itself.
  const fee = payment.total - months;
  const rows: SummaryRow[] = [
    ...(payment.tipo_pago === 'incorporacion' && fee > 0
      ? [{ key: 'fee', label: 'Cuota de incorporación', value: formatMoney(fee) }]
      : []),
    ...payment.detail_pago.map((d) => ({
      key: String(d.id),
      label: formatMonthLong(d.payed_month),
      value: formatMoney(d.month_value),
    })),
    { key: 'total', label: 'Total', value: formatMoney(payment.total), kind: 'subtotal' as const },
  ];
  return (
    <section aria-label={`Pago de ${who}`} className="pay-receipt-part">
      <h3 className="pay-receipt-name">{who}</h3>
      <span className="l-muted">
        {name && <>RUT {formatRut(payment.rut)} · </>}
        {TIPO_LABELS[payment.tipo_pago]}
      </span>
      <SummaryList rows={rows} label={`Detalle de ${who}`} />
    </section>
  );
}

/** The receipt of a paid purchase (SPEC §4): main and associated payments, then the card details. */
export function PaymentReceipt({ info }: { info: PurchaseInfo }) {
  const nameOf = usePayerName();
  const main = info.main_payment;
  const all = [main, ...info.secondary_payments];
  const total = all.reduce((sum, p) => sum + p.total, 0);
  const rows: SummaryRow[] = [
    { label: PURCHASE_NUMBER, value: info.id_compra },
    // The portal's one way to write a day (domain/dates.ts), not dayjs's: it loads no Spanish locale.
    { label: 'Fecha', value: formatLongDate(main.fecha) },
    { label: 'Código de autorización', value: main.wp_authorizationCode ?? '—' },
    {
      label: 'Tarjeta',
      value: main.wp_cardNumber ? cardName({ card_type: '', card_number: main.wp_cardNumber }) : '—',
    },
    ...(main.wp_paymentTypeCode
      ? [
          {
            label: 'Tipo de pago',
            value: PAYMENT_TYPE_LABELS[main.wp_paymentTypeCode] ?? main.wp_paymentTypeCode,
          },
        ]
      : []),
    { label: 'Total pagado', value: formatMoney(total), kind: 'total' },
  ];
  return (
    <LightCard title="Comprobante" className="pay-receipt">
      {all.map((p) => (
        <PaymentPart key={p.id} payment={p} name={nameOf(p)} />
      ))}
      <SummaryList rows={rows} label="Datos del pago" />
    </LightCard>
  );
}
