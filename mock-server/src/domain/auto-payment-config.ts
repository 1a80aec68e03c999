// The member's automatic-payment setting (SPEC §2 'Pago Albomático'). The monthly charge itself is
// the payments domain's; this only records how many dues and whether it is authorised.
import type { AutoPaymentConfig } from '../../../web/src/api/contract';
import type { State } from '../store/types';
import { validationError } from '../http/errors';

export const NEEDS_CARD = 'Debes agregar una tarjeta antes de activar el pago automático.';
export const AUTO_PAYMENT_SAVED = 'Configuración de pago automático guardada.';

export function autoPaymentConfig(state: State, memberId: number): AutoPaymentConfig {
  const row = state.autoPayments.find((a) => a.memberId === memberId);
  return row ? { cuotas: row.cuotas, enable: row.enable ? 1 : 0 } : { cuotas: 1, enable: 0 };
}

export function setAutoPayment(state: State, memberId: number, cuotas: number, authorized: boolean): void {
  if (authorized && !state.cards.some((c) => c.memberId === memberId))
    throw validationError({ authorized: [NEEDS_CARD] });
  const row = state.autoPayments.find((a) => a.memberId === memberId);
  if (row) Object.assign(row, { cuotas, enable: authorized });
  else state.autoPayments.push({ memberId, cuotas, enable: authorized, lastChargedMonth: null });
}
