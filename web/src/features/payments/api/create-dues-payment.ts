import { request } from '../../../api/client';
import { endpoints, type PaymentRequest } from '../../../api/contract';

/** `POST payments/create-payment-cuotas`: dues and incorporation by Webpay → `{ url, ws_token }`. */
export const createDuesPayment = (body: PaymentRequest) =>
  request('POST', endpoints.createDuesPayment.path, endpoints.createDuesPayment.response, { ...body });
