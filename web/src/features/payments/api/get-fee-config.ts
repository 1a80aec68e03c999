import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET cuotas/configuracion`: the logged member's incorporation fee, dues value and minimum. */
export const feeConfigKey = endpoints.feeConfig.path;
const fetchFeeConfig = reader(endpoints.feeConfig.response);

export const useFeeConfig = () => useSWR(feeConfigKey, fetchFeeConfig);
