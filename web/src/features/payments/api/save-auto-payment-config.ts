import { request } from '../../../api/client';
import { endpoints, type AutoPaymentRequest } from '../../../api/contract';

/** `POST socios/account/payments/config/authorize-auto-payment`; 422 names numero_cuotas/authorized. */
export const saveAutoPaymentConfig = (body: AutoPaymentRequest) =>
  request('POST', endpoints.saveAutoPayment.path, endpoints.saveAutoPayment.response, { ...body });
