import { request } from '../../../api/client';
import { endpoints, type RecoverLinkRequest } from '../../../api/contract';

/** `POST socios/account/password/send-recover-link`: status true → `data`; false → `errors`; 422 `errors.rut`. */
export const sendRecoverLink = (body: RecoverLinkRequest) =>
  request('POST', endpoints.sendRecoverLink.path, endpoints.sendRecoverLink.response, { ...body });
