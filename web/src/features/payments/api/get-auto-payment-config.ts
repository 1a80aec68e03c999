import useSWR from 'swr';
import type { AutoPaymentConfig } from '../../../api/contract';

/** `GET socios/account/payments/config`: `{ cuotas, enable }` (enable 1 = on). */
export const autoPaymentConfigKey = 'socios/account/payments/config';

export const useAutoPaymentConfig = () => useSWR<AutoPaymentConfig>(autoPaymentConfigKey);
