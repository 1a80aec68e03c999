import { request } from '../../../api/client';
import type { PaymentRequest, PaymentStart } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-extraordinaria` → `{ url, ws_token }`. */
export const createExtraordinaryPayment = (body: PaymentRequest) =>
  request<PaymentStart>('POST', 'payments/create-payment-cuotas-extraordinaria', { ...body });
