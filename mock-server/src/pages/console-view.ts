// What the demo console shows, read from the store, the clock and the settings (pure reads).
import personas from '../../../fixtures/personas.json';
import { formatRut } from '../../../web/src/domain/rut';
import { formatMoney } from '../../../web/src/domain/money';
import type { Deps } from '../deps';
import type { Flash } from '../http/console-state';
import type { ConsoleView } from './console-page';
import { longChileDateTime } from '../domain/demo-clock';
import { fullName } from '../domain/members';
import { isInConfirmation, isOpenPurchase } from '../domain/payment-phase';
import { personaNow } from '../domain/persona-now';
import { upcomingNotices } from '../domain/charge-notice';
import { formatLongDate } from '../../../web/src/domain/dates';
import { formatMonthLong } from '../../../web/src/domain/months';
import { priceChangeText } from '../../../web/src/domain/charge-notice';

/** What a purchase pays, as staff read it in the console and the ledger page. */
export const TIPO: Record<string, string> = {
  cuotas: 'cuotas',
  extraordinaria: 'aporte extraordinario',
  regularizacion: 'regularización',
  incorporacion: 'incorporación',
  pago_automatico: 'pago automático',
};

import { SHAPES } from '../config';
import type { ContractReport } from '../http/contract-reports';

/** The newest open payments the console lists: a script starting thousands must not bloat the page. */
export const CONSOLE_PAYMENTS = 30;

export function consoleView(
  deps: Deps,
  token: string,
  flash?: Flash,
  driftReports: readonly ContractReport[] = [],
): ConsoleView {
  const { store, clock, config } = deps;
  const mode = !clock.pinned() ? 'real' : clock.frozen() ? 'detenido' : 'corre';
  const open = store.state.purchases.filter(isOpenPurchase);
  return {
    token,
    flash,
    clock: {
      label: longChileDateTime(clock.nowMs()),
      today: clock.today(),
      mode,
      start: clock.start() === null ? null : longChileDateTime(Date.parse(clock.start()!)),
    },
    personas: personas.map((p) => {
      const m = store.memberByRut(p.rut);
      return {
        rut: formatRut(p.rut),
        nombre: m ? fullName(m) : formatRut(p.rut),
        muestra: m ? personaNow(deps, m) : p.muestra,
        canLogIn: !!m?.emailValidated,
      };
    }),
    morePayments: Math.max(0, open.length - CONSOLE_PAYMENTS),
    payments: open.slice(-CONSOLE_PAYMENTS).map((p) => {
      const m = store.memberById(p.memberId);
      const inConfirmation = isInConfirmation(p);
      return {
        id: p.id,
        who: m ? `${fullName(m)} (${formatRut(m.rut)})` : '—',
        what: `${TIPO[p.tipo_pago] ?? p.tipo_pago}, ${p.metodo_pago === 'webpay' ? 'Webpay' : 'Oneclick'}`,
        total: formatMoney(p.total),
        state: inConfirmation ? 'en confirmación' : 'en curso (en el proveedor)',
        canConfirm: inConfirmation,
      };
    }),
    holding: config.confirmDelayMs < 0,
    faults: {
      failPercent: Math.round(config.failRate * 100),
      latencyMs: config.latencyMs,
      shapes: config.shapes,
    },
    shapeModes: [...SHAPES],
    notices: upcomingNotices(deps).map((n) => ({
      who: `${n.nombre} (${formatRut(n.rut)})`,
      what: `${formatMonthLong(n.month)}, ${formatMoney(n.total)} en ${n.card}${n.change ? ` (${priceChangeText(n.change)})` : ''}`,
      day: formatLongDate(n.day),
      sent: n.sent,
    })),
    driftReports,
  };
}
