// The fake provider's card forms: Webpay Plus checkout and Oneclick inscription, in Spanish.
import { formatMoney } from '../../../web/src/domain/money';
import { PURCHASE_NUMBER } from '../../../web/src/domain/purchase-number';
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

/** What both card forms show: the shop, the provider's token and why the last try was refused. */
interface ProviderView {
  comercio: string;
  token: string;
  error?: string | undefined;
}

/** One card form: the details on top, then the card fields, the submit button and the way out. */
interface CardForm {
  title: string;
  details: string;
  heading: string;
  /** Where the form posts (`action`) and the way out (`abort`), with the token under the provider's field name. */
  action: string;
  abort: string;
  field: 'token_ws' | 'TBK_TOKEN';
  submit: string;
  abortLabel: string;
  brand?: string;
}

const cardFormPage = (f: CardForm, v: ProviderView) =>
  page(
    f.title,
    `<div class="card"><dl><dt>Comercio</dt><dd>${esc(v.comercio)}</dd>
${f.details}</div>
<div class="card"><h1>${f.heading}</h1>
<form method="post" action="${f.action}">${hidden({ [f.field]: v.token })}${cardFields(v.error)}
<button class="primary" type="submit">${f.submit}</button></form>
<form method="post" action="${f.abort}">${hidden({ [f.field]: v.token })}
<button class="link" type="submit">${f.abortLabel}</button></form></div>${hints()}`,
    f.brand ? { brand: f.brand } : {},
  );

export interface CheckoutView extends ProviderView {
  amount: number;
  buyOrder: string;
  /** The club's purchase: the number the portal, the receipt and the e-mails give it. */
  purchaseId: number;
}

export const checkoutPage = (v: CheckoutView) =>
  cardFormPage(
    {
      title: 'Webpay — Pago',
      details: `<dt>${PURCHASE_NUMBER}</dt><dd>${esc(v.purchaseId)}</dd>
<dt>Orden de compra</dt><dd>${esc(v.buyOrder)}</dd>
<dt>Monto</dt><dd class="amount">${esc(formatMoney(v.amount))}</dd></dl>`,
      heading: 'Paga con tarjeta',
      action: '/webpay/pay',
      abort: '/webpay/abort',
      field: 'token_ws',
      submit: `Pagar ${esc(formatMoney(v.amount))}`,
      abortLabel: 'Anular compra y volver al comercio',
    },
    v,
  );

export interface InscriptionView extends ProviderView {
  email: string;
}

export const inscriptionPage = (v: InscriptionView) =>
  cardFormPage(
    {
      title: 'Oneclick — Inscripción de tarjeta',
      details: `<dt>Usuario</dt><dd>${esc(v.email)}</dd></dl>
<p>Inscribe tu tarjeta para pagar en un clic y activar el pago automático. No se hará ningún cargo ahora.</p>`,
      heading: 'Inscribir tarjeta',
      action: '/webpay/oneclick/enroll',
      abort: '/webpay/oneclick/abort',
      field: 'TBK_TOKEN',
      submit: 'Inscribir tarjeta',
      abortLabel: 'Anular y volver al comercio',
      brand: 'Oneclick <small>· entorno de integración (simulado)</small>',
    },
    v,
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
