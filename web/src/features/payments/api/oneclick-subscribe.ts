import { request } from '../../../api/client';
import type { OneclickSubscribeRequest, PaymentStart } from '../../../api/contract';

/** `POST payments/transbank/oneclick/subscribe`: starts a card enrolment → `{ url, ws_token }`. */
export const subscribeOneclick = (returnPath: string) => {
  const body: OneclickSubscribeRequest = { tipo_pago: 'pago_automatico', return_path: returnPath };
  return request<PaymentStart>('POST', 'payments/transbank/oneclick/subscribe', { ...body });
};
