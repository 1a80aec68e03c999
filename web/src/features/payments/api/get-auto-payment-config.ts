import useSWR from 'swr';
import { reader } from '../../../api/client';
import { autoPaymentConfig } from '../../../api/contract';

/** `GET socios/account/payments/config`: `{ cuotas, enable }` (enable 1 = on). */
export const autoPaymentConfigKey = 'socios/account/payments/config';
export const fetchAutoPaymentConfig = reader(autoPaymentConfig);

export const useAutoPaymentConfig = () => useSWR(autoPaymentConfigKey, fetchAutoPaymentConfig);
