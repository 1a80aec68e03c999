import { request } from '../../../api/client';
import { endpoints, type ResetPasswordRequest } from '../../../api/contract';

/** `POST socios/account/password/reset-password`: 200 `{ status, data }`; 422 `errors.password` / `errors.token`. */
export const resetPassword = (body: ResetPasswordRequest) =>
  request('POST', endpoints.resetPassword.path, endpoints.resetPassword.response, { ...body });
