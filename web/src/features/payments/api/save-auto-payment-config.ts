import { request } from '../../../api/client';
import { messageResponse, type AutoPaymentRequest } from '../../../api/contract';

/** `POST socios/account/payments/config/authorize-auto-payment`; 422 names numero_cuotas/authorized. */
export const saveAutoPaymentConfig = (body: AutoPaymentRequest) =>
  request('POST', 'socios/account/payments/config/authorize-auto-payment', messageResponse, { ...body });
