// The fake provider's card forms: Webpay Plus checkout and Oneclick inscription, in Spanish.
import { formatMoney } from '../../../web/src/domain/money';
import { TEST_CARDS } from '../domain/provider-cards';
import { escapeHtml as esc } from './frame';
import { hidden, page } from './provider-frame';

const cardFields = (error: string | undefined) => `
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<label for="card_number">Número de tarjeta</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
 placeholder="XXXX XXXX XXXX XXXX">
<div class="row"><div><label for="expiry">Vencimiento</label>
<input id="expiry" name="expiry" placeholder="MM/AA" autocomplete="cc-exp"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc"
 placeholder="123"></div></div>`;

const hints = () => `<div class="card hints noprint"><b>Tarjetas de prueba</b><br>
${TEST_CARDS.map(
  (c) => `<button type="button" data-fill="${esc(c.number)}|${esc(c.cvv ?? '')}">${esc(c.label)}</button>`,
).join('<br>')}<br>Cualquier otro número: rechazada (tarjeta desconocida).</div>`;

export interface CheckoutView {
  comercio: string;
  amount: number;
  buyOrder: string;
  token: string;
  error?: string | undefined;
}

export const checkoutPage = (v: CheckoutView) =>
  page(
    'Webpay — Pago',
    `<div class="card"><dl><dt>Comercio</dt><dd>${esc(v.comercio)}</dd>
<dt>Orden de compra</dt><dd>${esc(v.buyOrder)}</dd>
<dt>Monto</dt><dd class="amount">${esc(formatMoney(v.amount))}</dd></dl></div>
<div class="card"><h1>Paga con tarjeta</h1>
<form method="post" action="/webpay/pay">${hidden({ token_ws: v.token })}${cardFields(v.error)}
<button class="primary" type="submit">Pagar ${esc(formatMoney(v.amount))}</button></form>
<form method="post" action="/webpay/abort">${hidden({ token_ws: v.token })}
<button class="link" type="submit">Anular compra y volver al comercio</button></form></div>${hints()}`,
  );

export interface InscriptionView {
  comercio: string;
  email: string;
  token: string;
  error?: string | undefined;
}

export const inscriptionPage = (v: InscriptionView) =>
  page(
    'Oneclick — Inscripción de tarjeta',
    `<div class="card"><dl><dt>Comercio</dt><dd>${esc(v.comercio)}</dd>
<dt>Usuario</dt><dd>${esc(v.email)}</dd></dl>
<p>Inscribe tu tarjeta para pagar en un clic y activar el pago automático. No se hará ningún cargo ahora.</p></div>
<div class="card"><h1>Inscribir tarjeta</h1>
<form method="post" action="/webpay/oneclick/enroll">${hidden({ TBK_TOKEN: v.token })}${cardFields(v.error)}
<button class="primary" type="submit">Inscribir tarjeta</button></form>
<form method="post" action="/webpay/oneclick/abort">${hidden({ TBK_TOKEN: v.token })}
<button class="link" type="submit">Anular y volver al comercio</button></form></div>${hints()}`,
    { brand: 'Oneclick <small>· entorno de integración (simulado)</small>' },
  );

/** A token the club already settled: nothing can be paid on it any more; the way back is a link. */
export const settledTransactionPage = (back: string) =>
  page(
    'Webpay — Transacción finalizada',
    `<div class="card"><h1>Esta transacción ya finalizó</h1>
<p>La compra ya fue pagada, anulada, rechazada o venció. No se realizó ningún cargo nuevo a tu tarjeta.</p>
<p>Si aún debes pagar, vuelve al comercio e inicia un nuevo pago.</p>
<p><a href="${esc(back)}">Volver al comercio</a></p></div>`,
  );
