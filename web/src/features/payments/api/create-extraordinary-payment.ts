import { request } from '../../../api/client';
import { endpoints, type PaymentRequest } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-extraordinaria` → `{ url, ws_token }`. */
export const createExtraordinaryPayment = (body: PaymentRequest) =>
  request('POST', endpoints.createExtraordinaryPayment.path, endpoints.createExtraordinaryPayment.response, {
    ...body,
  });
