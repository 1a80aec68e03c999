import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

/**
 * The logged member's incorporation fee, dues value and minimum: SPEC §7's 'fee-configuration fetch'
 * (its path is not shown: `cuotas/configuracion` is our guess). An API without it: the same
 * figures from SPEC §9's rules (from-shown-calls.ts).
 */
export const feeConfigKey = endpoints.feeConfig.path;
export const fetchFeeConfig = reader(endpoints.feeConfig.response, () =>
  import('./from-shown-calls').then((m) => m.feeConfigFromRules()),
);

export const useFeeConfig = () => useSWR(feeConfigKey, fetchFeeConfig);
