import { request } from '../../../api/client';
import { endpoints, type RecoverLinkRequest } from '../../../api/contract';

/** `POST socios/email/resend-validation` (not in SPEC §7): the same `{ status, data }` for every RUT. */
export const resendValidation = (body: RecoverLinkRequest) =>
  request('POST', endpoints.resendValidation.path, endpoints.resendValidation.response, { ...body });
