import useSWR from 'swr';
import dayjs from 'dayjs';
import { ApiError, reader } from '../client';
import { endpoints, type FeeConfig } from '../contract';
import { feeRule, memberBracket } from '../../domain/fees';
import { getSession } from '../../session/session';

/**
 * The logged member's incorporation fee, dues value and minimum: SPEC §7's 'fee-configuration fetch'
 * (its path is not shown: `cuotas/configuracion` is our guess). An API without it: the same
 * figures from SPEC §9's rules, by the age and category the session user carries.
 */
export function feeConfigFromRules(): FeeConfig {
  const user = getSession().informations;
  if (!user) throw new ApiError({ ok: false, status: 401, data: undefined, validations: null });
  return feeRule(memberBracket(user.fecha_nacimiento, user.tipo_socio, dayjs().format('YYYY-MM-DD')));
}

export const feeConfigKey = endpoints.feeConfig.path;
export const fetchFeeConfig = reader(endpoints.feeConfig.response, feeConfigFromRules);

export const useFeeConfig = () => useSWR(feeConfigKey, fetchFeeConfig);
