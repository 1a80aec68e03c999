import { request } from '../../../api/client';
import type { RecoverLinkRequest, RecoverLinkResponse } from '../../../api/contract';

/** `POST socios/account/password/send-recover-link`: status true → `data`; false → `errors`; 422 `errors.rut`. */
export const sendRecoverLink = (body: RecoverLinkRequest) =>
  request<RecoverLinkResponse>('POST', 'socios/account/password/send-recover-link', { ...body });
