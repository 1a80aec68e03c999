import { request } from '../../../api/client';
import { endpoints, type PaymentRequest } from '../../../api/contract';

/** `POST payments/transbank/oneclick/authorize/cuota`: charges the saved card at once. */
export const authorizeOneclick = (body: PaymentRequest) =>
  request('POST', endpoints.oneclickCharge.path, endpoints.oneclickCharge.response, { ...body });
