import { request } from '../../../api/client';
import type { AutoPaymentRequest, MessageResponse } from '../../../api/contract';

/** `POST socios/account/payments/config/authorize-auto-payment`; 422 names numero_cuotas/authorized. */
export const saveAutoPaymentConfig = (body: AutoPaymentRequest) =>
  request<MessageResponse>('POST', 'socios/account/payments/config/authorize-auto-payment', { ...body });
