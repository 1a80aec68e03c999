import { request } from '../../../api/client';
import { paymentStart, type PaymentRequest } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-regularizacion` → `{ url, ws_token }`. */
export const createRegularizationPayment = (body: PaymentRequest) =>
  request('POST', 'payments/create-payment-cuotas-regularizacion', paymentStart, { ...body });
