import { request } from '../../../api/client';
import type { PaymentRequest, PaymentStart } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-regularizacion` → `{ url, ws_token }`. */
export const createRegularizationPayment = (body: PaymentRequest) =>
  request<PaymentStart>('POST', 'payments/create-payment-cuotas-regularizacion', { ...body });
