// The printable receipt of a purchase (GET /api/vouchers/{id}, the e-mail's link): its number ('Nº de
// compra'), club, member, RUT, the date in Spanish, each account's months by Spanish name and amounts,
// authorisation code, card's last digits and the state. The SPA shows its own, /comprobante/{id}.
import club from '../../../fixtures/club.json';
import { formatLongDate } from '../../../web/src/domain/dates';
import { formatMoney } from '../../../web/src/domain/money';
import { formatMonthLong } from '../../../web/src/domain/months';
import { formatRut } from '../../../web/src/domain/rut';
import type { PaymentEstado } from '../../../web/src/api/contract';
import type { PurchaseRow } from '../store/types';
import { fullName } from '../domain/members';
import { splitPayments } from '../domain/payment-info';
import { TIPO_LABEL } from '../domain/histories';
import { escapeHtml as esc } from './frame';
import { page } from './provider-frame';
import type { Deps } from '../deps';

export const ESTADO_LABEL: Record<PaymentEstado, string> = {
  1: 'En confirmación',
  2: 'Pagado',
  3: 'Rechazado',
  4: 'Anulado',
};

export function voucherPage(deps: Pick<Deps, 'store'>, p: PurchaseRow): string {
  const { store } = deps;
  const payer = store.memberById(p.memberId);
  const { main, secondary } = splitPayments(deps, p);
  const rows = [main, ...secondary];
  const sections = rows
    .map((row) => {
      const who = store.memberById(row.memberId);
      const fee = row.total - row.detail_pago.reduce((s, d) => s + d.month_value, 0);
      const lines = row.detail_pago
        .map(
          (d) =>
            `<tr><td>${esc(formatMonthLong(d.payed_month))}</td><td class="n">${esc(formatMoney(d.month_value))}</td></tr>`,
        )
        .join('');
      const feeLine = fee
        ? `<tr><td>Cuota de incorporación</td><td class="n">${esc(formatMoney(fee))}</td></tr>`
        : '';
      return `<h2>${esc(who ? fullName(who) : '')} · ${esc(who ? formatRut(who.rut) : '')}</h2>
<table><thead><tr><th>Período</th><th class="n">Monto</th></tr></thead><tbody>${feeLine}${lines}
<tr><th>Subtotal</th><th class="n">${esc(formatMoney(row.total))}</th></tr></tbody></table>`;
    })
    .join('');
  const body = `<div class="card"><h1>Comprobante de pago</h1><dl>
<dt>Nº de compra</dt><dd>${esc(p.id)}</dd>
<dt>Club</dt><dd>${esc(club.nombre)}</dd>
<dt>Socio/a</dt><dd>${esc(payer ? fullName(payer) : '')}</dd>
<dt>RUT</dt><dd>${esc(payer ? formatRut(payer.rut) : '')}</dd>
<dt>Fecha</dt><dd>${esc(formatLongDate(p.fecha))}</dd>
<dt>Concepto</dt><dd>${esc(TIPO_LABEL[p.tipo_pago])}</dd>
<dt>Medio</dt><dd>${esc(main.medio)}</dd>
<dt>Orden de compra</dt><dd>${esc(p.buyOrder)}</dd>
<dt>Código de autorización</dt><dd>${esc(main.wp_authorizationCode ?? '—')}</dd>
<dt>Tarjeta</dt><dd>${main.wp_cardNumber ? `**** ${esc(main.wp_cardNumber)}` : '—'}</dd>
<dt>Estado</dt><dd>${esc(ESTADO_LABEL[p.estado])}</dd>
<dt>Total</dt><dd class="amount">${esc(formatMoney(p.total))}</dd></dl></div>
<div class="card">${sections}</div>
<button class="primary noprint" type="button" data-print>Imprimir</button>`;
  return page(`Comprobante · Nº de compra ${p.id}`, body, {
    brand: esc(club.nombre),
    tagline: 'Comprobante',
    script: 'page.js', // relative: /api/vouchers/page.js, so it also loads through the SPA's /api proxy
  });
}
