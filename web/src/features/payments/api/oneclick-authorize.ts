import { request } from '../../../api/client';
import { oneclickChargeResponse, type PaymentRequest } from '../../../api/contract';

/** `POST payments/transbank/oneclick/authorize/cuota`: charges the saved card at once. */
export const authorizeOneclick = (body: PaymentRequest) =>
  request('POST', 'payments/transbank/oneclick/authorize/cuota', oneclickChargeResponse, { ...body });
