import { request } from '../../../api/client';
import { endpoints, type OneclickSubscribeRequest } from '../../../api/contract';

/** `POST payments/transbank/oneclick/subscribe`: starts a card enrolment → `{ url, ws_token }`. */
export const subscribeOneclick = (returnPath: string) => {
  const body: OneclickSubscribeRequest = { tipo_pago: 'pago_automatico', return_path: returnPath };
  return request('POST', endpoints.oneclickSubscribe.path, endpoints.oneclickSubscribe.response, { ...body });
};
