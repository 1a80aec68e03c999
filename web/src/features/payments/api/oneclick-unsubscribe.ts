import { request } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `POST payments/transbank/oneclick/unsubscribe` (SPEC §7): removes the saved card → `{ status, data }`. */
export const unsubscribeOneclick = () =>
  request('POST', endpoints.oneclickUnsubscribe.path, endpoints.oneclickUnsubscribe.response);
