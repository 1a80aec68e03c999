// The receipt e-mail of a paid purchase. Its voucher link carries the purchase's own key instead of
// a bearer token (an e-mail cannot hold one), so it opens from the mailbox. The purchase's id is the
// one number the member sees for it everywhere ('Nº de compra': result page, histories, receipt).
import { formatMoney } from '../../../web/src/domain/money';
import { formatMonthLong } from '../../../web/src/domain/months';
import { cardName } from '../../../web/src/domain/card-name';
import type { PaymentRow, PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { fullName } from './members';
import { sendMail } from './mail';
import { TIPO_LABEL } from './histories';
import { voucherLink } from './receipt-links';

export function sendReceipt(deps: Deps, p: PurchaseRow, rows: PaymentRow[]): void {
  const { store, config } = deps;
  const payer = store.memberById(p.memberId);
  if (!payer) return;
  const lines = rows.map((row) => {
    const who = store.memberById(row.memberId);
    const months = row.detail_pago.map((d) => formatMonthLong(d.payed_month));
    const [first, last] = [months[0], months[months.length - 1]];
    const period = first && last ? (first === last ? first : `${first} a ${last}`) : '';
    return `• ${who ? fullName(who) : row.memberId}: ${formatMoney(row.total)} ${period}`.trimEnd();
  });
  const number = rows[0]?.wp_cardNumber;
  const card = number ? ` con ${cardName({ card_type: '', card_number: number })}` : '';
  sendMail(deps, {
    to: payer.email,
    subject: `Comprobante de pago · Nº de compra ${p.id}`,
    text: [
      `Hola ${payer.nombre}:`,
      `Recibimos tu pago de ${formatMoney(p.total)} (${TIPO_LABEL[p.tipo_pago]})${card}.`,
      `Nº de compra: ${p.id}.`,
      `Código de autorización: ${rows[0]?.wp_authorizationCode ?? '—'}.`,
      ...lines,
    ].join('\n'),
    links: [
      { label: 'Ver comprobante', href: voucherLink(deps, p) },
      {
        label: 'Historial de compras',
        href: `${config.webUrl}/account/purchases/history?menu=purchases-history`,
      },
    ],
  });
}
