// The member's automatic-payment setting (SPEC §2 'Pago Albomático'). The monthly charge itself is
// the payments domain's; this only records how many dues and whether it is authorised.
import type { AutoPaymentConfig } from '../../../web/src/api/contract';
import { validationError } from '../http/errors';
import type { Deps } from '../deps';

export const NEEDS_CARD = 'Debes agregar una tarjeta antes de activar el pago automático.';
export const AUTO_PAYMENT_SAVED = 'Configuración de pago automático guardada.';

export function autoPaymentConfig(deps: Pick<Deps, 'store'>, memberId: number): AutoPaymentConfig {
  const { state } = deps.store;
  const row = state.autoPayments.find((a) => a.memberId === memberId);
  return row ? { cuotas: row.cuotas, enable: row.enable ? 1 : 0 } : { cuotas: 1, enable: 0 };
}

export function setAutoPayment(
  deps: Pick<Deps, 'store'>,
  memberId: number,
  cuotas: number,
  authorized: boolean,
): void {
  const { state } = deps.store;
  if (authorized && !state.cards.some((c) => c.memberId === memberId))
    throw validationError({ authorized: [NEEDS_CARD] });
  const row = state.autoPayments.find((a) => a.memberId === memberId);
  if (row) Object.assign(row, { cuotas, enable: authorized });
  else state.autoPayments.push({ memberId, cuotas, enable: authorized, lastChargedMonth: null });
}
