import useSWR from 'swr';
import dayjs from 'dayjs';
import { reader } from '../client';
import { endpoints, type FeeInfo } from '../contract';
import { addMonths } from '../../domain/months';
import { REGULARIZATION_THRESHOLD } from '../../domain/fees';
import { getSession } from '../../session/session';
import { fetchPendingDues, pendingDuesKey } from './get-pending-dues';
import { feeConfigKey, fetchFeeConfig } from './get-fee-config';

/**
 * SPEC §3's fee info from the calls SPEC §7 shows, for an API without `info-cuotas`: the count owed
 * from `cuotas/pendientes`, the fee rule from the fee configuration (or SPEC §9), and the paid-up
 * month from the count (owing 3 in November: paid up to August). Regularising is offered from the
 * threshold on; the regularisation's own call (`pending-amount`) and the payment then decide. No
 * payment in progress is known (an extension).
 */
export async function feeInfoFromShownCalls(): Promise<FeeInfo> {
  const [pending, rule] = await Promise.all([fetchPendingDues(pendingDuesKey), fetchFeeConfig(feeConfigKey)]);
  const owed = pending.cuotas_pendientes;
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

// Shared by the dashboard's status block and the payment screens: `GET socios/profile/info-cuotas`
// (SPEC §7 names 'fee info (info-cuotas)' without its full path).
export const feeInfoKey = endpoints.feeInfo.path;
export const fetchFeeInfo = reader(endpoints.feeInfo.response, feeInfoFromShownCalls);

export const useFeeInfo = () => useSWR(feeInfoKey, fetchFeeInfo);
