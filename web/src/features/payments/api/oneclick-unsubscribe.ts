import { request } from '../../../api/client';
import type { MessageResponse } from '../../../api/contract';

/** `POST payments/transbank/oneclick/unsubscribe`: the legacy way to cancel the enrolment. */
export const unsubscribeOneclick = () =>
  request<MessageResponse>('POST', 'payments/transbank/oneclick/unsubscribe', {});
