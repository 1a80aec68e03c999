import { request } from '../../../api/client';
import { paymentStart, type OneclickSubscribeRequest } from '../../../api/contract';

/** `POST payments/transbank/oneclick/subscribe`: starts a card enrolment → `{ url, ws_token }`. */
export const subscribeOneclick = (returnPath: string) => {
  const body: OneclickSubscribeRequest = { tipo_pago: 'pago_automatico', return_path: returnPath };
  return request('POST', 'payments/transbank/oneclick/subscribe', paymentStart, { ...body });
};
