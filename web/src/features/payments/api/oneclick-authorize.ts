import { request } from '../../../api/client';
import type { OneclickChargeResponse, PaymentRequest } from '../../../api/contract';

/** `POST payments/transbank/oneclick/authorize/cuota`: charges the saved card at once. */
export const authorizeOneclick = (body: PaymentRequest) =>
  request<OneclickChargeResponse>('POST', 'payments/transbank/oneclick/authorize/cuota', { ...body });
