import { request } from '../../../api/client';
import { messageResponse } from '../../../api/contract';

/** `POST payments/transbank/oneclick/unsubscribe` (SPEC §7): removes the saved card → `{ status, data }`. */
export const unsubscribeOneclick = () =>
  request('POST', 'payments/transbank/oneclick/unsubscribe', messageResponse, {});
