import { request } from '../../../api/client';
import { resetPasswordResponse, type ResetPasswordRequest } from '../../../api/contract';

/** `POST socios/account/password/reset-password`: 200 `{ status, data }`; 422 `errors.password` / `errors.token`. */
export const resetPassword = (body: ResetPasswordRequest) =>
  request('POST', 'socios/account/password/reset-password', resetPasswordResponse, { ...body });
