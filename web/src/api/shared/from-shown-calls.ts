// What the screens show when the club's API lacks a call SPEC §7 names without a path (fee info,
// fee configuration): the same figures from the calls it shows and from SPEC §9's rules. Loaded
// only then (a dynamic import): the fee rules and dayjs stay out of every screen's first load.
import dayjs from 'dayjs';
import { ApiError } from '../client';
import type { FeeConfig, FeeInfo } from '../contract';
import { REGULARIZATION_THRESHOLD, feeRule, memberBracket } from '../../domain/fees';
import { addMonths } from '../../domain/months';
import { getSession } from '../../session/session';
import { fetchPendingDues, pendingDuesKey } from './get-pending-dues';
import { feeConfigKey, fetchFeeConfig } from './get-fee-config';

/** The fee configuration by SPEC §9's rules, from the age and category the session user carries. */
export function feeConfigFromRules(): FeeConfig {
  const user = getSession().informations;
  if (!user) throw new ApiError({ ok: false, status: 401, data: undefined, validations: null });
  return feeRule(memberBracket(user.fecha_nacimiento, user.tipo_socio, dayjs().format('YYYY-MM-DD')));
}

/**
 * SPEC §3's fee info from the calls SPEC §7 shows: the count owed from `cuotas/pendientes`, the fee
 * rule from the fee configuration (or SPEC §9), and the paid-up month from the count (owing 3 in
 * November: paid up to August). Regularising is offered from the threshold on; the regularisation's
 * own call (`pending-amount`) and the payment then decide. No payment in progress is known (an
 * extension).
 */
export async function feeInfoFromShownCalls(): Promise<FeeInfo> {
  const [pending, rule] = await Promise.all([fetchPendingDues(pendingDuesKey), fetchFeeConfig(feeConfigKey)]);
  const owed = pending.cuotas_pendientes;
  // An answer that says no count in any reading: the screen's failure state, never a wrong 0.
  if (owed === undefined)
    throw new ApiError({ ok: false, status: 200, data: undefined, validations: null, unreadable: true });
  // Not yet incorporated (SPEC §4: activo 0 goes to the onboarding): no month paid yet.
  const incorporated = getSession().informations?.activo !== 0;
  const firstOwed = pending.meses?.[0];
  return {
    ...rule,
    al_dia_hasta: !incorporated
      ? null
      : firstOwed
        ? addMonths(firstOwed, -1)
        : addMonths(dayjs().format('YYYY-MM'), -owed),
    puede_regularizar: owed >= REGULARIZATION_THRESHOLD,
    cuotas_pendientes: owed,
    pago_en_curso: null,
  };
}
