// The ledger as staff read it (/__mock/libro): every purchase, newest first, in words, with the
// console's actions on the open ones. Scripts keep reading the JSON at /__mock/payments.
import { formatRut } from '../../../web/src/domain/rut';
import { formatMoney } from '../../../web/src/domain/money';
import { formatLongDate } from '../../../web/src/domain/dates';
import type { Deps } from '../deps';
import { fullName } from '../domain/members';
import { paymentPhase, type PaymentPhase } from '../domain/payment-phase';
import { consoleFrame } from './console-frame';
import { escapeHtml as e } from './frame';
import { TIPO } from './console-view';

const PHASE: Record<PaymentPhase, string> = {
  at_provider: 'en curso (en el proveedor)',
  in_confirmation: 'en confirmación',
  paid: 'pagada',
  rejected: 'rechazada',
  annulled: 'anulada',
};
const METODO: Record<string, string> = { webpay: 'Webpay', oneclick: 'Oneclick' };

/** The newest purchases the page lists: a script making thousands must not make a page of megabytes. */
export const LEDGER_PAGE_ROWS = 200;

export function ledgerPage(deps: Pick<Deps, 'store'>, token: string): string {
  const { store } = deps;
  const action = (id: number, what: 'confirm' | 'reject', label: string, cls = '') =>
    `<form method="post" action="/__mock/console/payments/${id}/${what}" class="inline"><input type="hidden" name="_csrf" value="${e(token)}"><button${cls} aria-label="${label} compra ${id}">${label}</button></form>`;
  const rows = [...store.state.purchases]
    .sort((a, b) => b.id - a.id)
    .slice(0, LEDGER_PAGE_ROWS)
    .map((p) => {
      const m = store.memberById(p.memberId);
      const phase = paymentPhase(p);
      const actions = [
        phase === 'in_confirmation' ? action(p.id, 'confirm', 'Confirmar') : '',
        phase === 'in_confirmation' || phase === 'at_provider'
          ? action(p.id, 'reject', 'Rechazar', ' class="secondary"')
          : '',
      ].join(' ');
      const who = m ? `${e(fullName(m))} <span class="meta">${e(formatRut(m.rut))}</span>` : '—';
      const what = `${e(TIPO[p.tipo_pago] ?? p.tipo_pago)}, ${e(METODO[p.metodo_pago] ?? p.metodo_pago)}`;
      return `<tr><td data-label="Compra">${p.id}</td><td data-label="Fecha">${e(formatLongDate(p.fecha))}</td><td data-label="Socio/a">${who}</td><td data-label="Qué">${what}</td><td data-label="Monto">${e(formatMoney(p.total))}</td><td data-label="Estado"><strong>${e(PHASE[phase])}</strong></td><td>${actions}</td></tr>`;
    });
  const older = store.state.purchases.length - rows.length;
  const more = older > 0 ? `<p class="hint">Y ${older} compras más antiguas (en el JSON).</p>` : '';
  const table = rows.length
    ? `<div class="ledger"><table><thead><tr><th>Compra</th><th>Fecha</th><th>Socio/a</th><th>Qué</th><th>Monto</th><th>Estado</th><th>Acciones</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
    : '<p>Todavía no hay compras.</p>';
  return consoleFrame(
    'Libro de pagos',
    `<p class="links"><a href="/__mock">Volver a la consola</a><a href="/__mock/payments">Las mismas compras en JSON</a></p>${table}${more}`,
  );
}
