import useSWR from 'swr';
import type { FeeConfig } from '../../../api/contract';

/** `GET cuotas/configuracion`: the logged member's incorporation fee, dues value and minimum. */
export const feeConfigKey = 'cuotas/configuracion';

export const useFeeConfig = () => useSWR<FeeConfig>(feeConfigKey);
