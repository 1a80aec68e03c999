import useSWR from 'swr';
import { reader } from '../../../api/client';
import { feeConfig } from '../../../api/contract';

/** `GET cuotas/configuracion`: the logged member's incorporation fee, dues value and minimum. */
export const feeConfigKey = 'cuotas/configuracion';
const fetchFeeConfig = reader(feeConfig);

export const useFeeConfig = () => useSWR(feeConfigKey, fetchFeeConfig);
