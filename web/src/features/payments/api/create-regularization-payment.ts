import { request } from '../../../api/client';
import { endpoints, type PaymentRequest } from '../../../api/contract';

/** `POST payments/create-payment-cuotas-regularizacion` → `{ url, ws_token }`. */
export const createRegularizationPayment = (body: PaymentRequest) =>
  request(
    'POST',
    endpoints.createRegularizationPayment.path,
    endpoints.createRegularizationPayment.response,
    { ...body },
  );
