import { request } from '../../../api/client';
import type { PaymentRequest, PaymentStart } from '../../../api/contract';

/** `POST payments/create-payment-cuotas`: dues and incorporation by Webpay → `{ url, ws_token }`. */
export const createDuesPayment = (body: PaymentRequest) =>
  request<PaymentStart>('POST', 'payments/create-payment-cuotas', { ...body });
