// The demo console's line about a persona, computed from the live state (not the fixture's blurb),
// so it never goes stale: after Juan enrols a card or pays, the console says so.
import { formatMonthLong } from '../../../web/src/domain/months';
import { pendingMonths } from '../../../web/src/domain/fees';
import { PURCHASE_NUMBER } from '../../../web/src/domain/purchase-number';
import { cardName } from '../../../web/src/domain/card-name';
import type { Deps } from '../deps';
import type { MemberRecord } from '../store/types';
import { regularizationOf } from './dues-quotes';
import { openDuesPayment } from './open-payments';
import { isInConfirmation } from './payment-phase';
import { fullName } from './members';

const ESTADO: Record<number, string> = { 1: 'Renuncia', 2: 'Eliminado', 3: 'No Habilitado' };

function duesText(deps: Pick<Deps, 'clock'>, m: MemberRecord): string {
  if (!m.al_dia_hasta) return 'debe pagar incorporación';
  const pending = pendingMonths(m.al_dia_hasta, deps.clock.month()).length;
  if (pending === 0) return `al día hasta ${formatMonthLong(m.al_dia_hasta)}`;
  const text = pending === 1 ? '1 cuota pendiente' : `${pending} cuotas pendientes`;
  return regularizationOf(m, deps.clock).allowed ? `${text}, puede regularizar` : text;
}

export function personaNow(deps: Pick<Deps, 'store' | 'clock'>, m: MemberRecord): string {
  const { state } = deps.store;
  if (!m.emailValidated) return 'Registrado sin validar su correo: el ingreso se rechaza.';
  if (m.estado !== 0) return `Estado ${m.estado} (${ESTADO[m.estado] ?? '—'}): no ve contenido de socio.`;
  if (m.activo === 0)
    return 'Correo validado, activo 0: debe terminar su incorporación (foto, intereses y pago).';
  const parts = [duesText(deps, m)];
  if (m.tipo_socio === 13) parts.push('categoría 13');
  const card = state.cards.find((c) => c.memberId === m.id && !c.revoked);
  parts.push(card ? `${cardName(card)} guardada` : 'sin tarjeta guardada');
  const auto = state.autoPayments.find((a) => a.memberId === m.id && a.enable);
  if (auto)
    parts.push(`pago automático activo (${auto.cuotas === 1 ? '1 cuota' : `${auto.cuotas} cuotas`} al mes)`);
  const open = openDuesPayment(deps, m.id);
  if (open) {
    const purchase = state.purchases.find((p) => p.id === open.purchaseId);
    parts.push(
      `${PURCHASE_NUMBER} ${open.purchaseId} ${isInConfirmation(purchase) ? 'en confirmación' : 'en curso en Webpay'}`,
    );
  }
  const associated = state.members.filter((a) => a.guardianId === m.id);
  if (associated.length)
    parts.push(
      `${associated.length === 1 ? '1 cuenta asociada' : `${associated.length} cuentas asociadas`} (${associated
        .map((a) => `${fullName(a)}: ${duesText(deps, a)}`)
        .join('; ')})`,
    );
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
