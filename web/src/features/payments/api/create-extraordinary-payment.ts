import { request } from '../../../api/client';
import { paymentStart, type PaymentRequest } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-extraordinaria` → `{ url, ws_token }`. */
export const createExtraordinaryPayment = (body: PaymentRequest) =>
  request('POST', 'payments/create-payment-cuotas-extraordinaria', paymentStart, { ...body });
