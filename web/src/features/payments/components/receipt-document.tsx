import type { PaymentRecord } from '../../../api/contract';
import { usePayerName, type PurchaseInfo } from '../api/get-payment-info';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { formatRut } from '../../../domain/rut';
import { PAYMENT_TYPE_LABELS, TIPO_LABELS } from './payment-labels';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';
import { cardName } from '../../../domain/card-name';

/** The card as every screen writes it (domain cardName), with Transbank's payment type after it. */
export function cardLabel(p: PaymentRecord): string {
  if (!p.wp_cardNumber?.replace(/\D/g, '')) return '—';
  const kind = p.wp_paymentTypeCode ? PAYMENT_TYPE_LABELS[p.wp_paymentTypeCode] : undefined;
  return `${cardName({ card_type: '', card_number: p.wp_cardNumber })}${kind ? ` · ${kind}` : ''}`;
}

/** One account's part: each month paid with its value, what is not a month (the joining fee), the subtotal. */
function AccountPart({ payment, name }: { payment: PaymentRecord; name: string }) {
  const months = payment.detail_pago.reduce((sum, d) => sum + d.month_value, 0);
  const rest = payment.total - months;
  const titleId = `receipt-account-${payment.id}`;
  return (
    <section className="receipt__account" aria-labelledby={titleId}>
      <h2 id={titleId} className="receipt__account-title">
        {name}
        <span className="receipt__account-rut">RUT {formatRut(payment.rut)}</span>
      </h2>
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">{TIPO_LABELS[payment.tipo_pago]}</th>
            <th scope="col" className="receipt__amount">
              Monto
            </th>
          </tr>
        </thead>
        <tbody>
          {rest !== 0 && (
            <tr>
              {/* Regularisation spreads its total over the months, rounded: the difference is shown. */}
              <td>{payment.tipo_pago === 'incorporacion' ? 'Cuota de incorporación' : 'Ajuste'}</td>
              <td className="receipt__amount">{formatMoney(rest)}</td>
            </tr>
          )}
          {payment.detail_pago.map((d) => (
            <tr key={d.id}>
              <td>{formatMonthLong(d.payed_month)}</td>
              <td className="receipt__amount">{formatMoney(d.month_value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="receipt__amount">{formatMoney(payment.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** The club's receipt of a paid purchase: who paid, what for each account and month, and how. */
export function ReceiptDocument({ info }: { info: PurchaseInfo }) {
  const nameOf = usePayerName();
  const main = info.main_payment;
  const all = [main, ...info.secondary_payments];
  const total = all.reduce((sum, p) => sum + p.total, 0);
  const facts: [string, string][] = [
    // SPEC §3 names a payment's `rut`, not its user's fields: the name when the member's family has it.
    ...(nameOf(main) ? [['Socio/a', nameOf(main)] as [string, string]] : []),
    ['RUT', formatRut(main.rut)],
    ['Fecha', formatLongDate(main.fecha)],
    ['Tarjeta', cardLabel(main)],
    ['Código de autorización', main.wp_authorizationCode ?? '—'],
  ];
  return (
    <>
      <p className="receipt__number">
        {PURCHASE_NUMBER} {info.id_compra}
      </p>
      <dl className="receipt__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="receipt__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {all.map((p) => (
        <AccountPart key={p.id} payment={p} name={nameOf(p)} />
      ))}
      <p className="receipt__total">
        <span>Total pagado</span>
        <strong>{formatMoney(total)}</strong>
      </p>
    </>
  );
}
