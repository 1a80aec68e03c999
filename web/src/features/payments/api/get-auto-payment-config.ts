import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/account/payments/config`: `{ cuotas, enable }` (enable 1 = on). */
export const autoPaymentConfigKey = endpoints.autoPaymentConfig.path;
export const fetchAutoPaymentConfig = reader(endpoints.autoPaymentConfig.response);

export const useAutoPaymentConfig = () => useSWR(autoPaymentConfigKey, fetchAutoPaymentConfig);
