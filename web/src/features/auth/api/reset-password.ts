import { request } from '../../../api/client';
import type { ResetPasswordRequest, ResetPasswordResponse } from '../../../api/contract';

/** `POST socios/account/password/reset-password`: 200 `{ status, data }`; 422 `errors.password` / `errors.token`. */
export const resetPassword = (body: ResetPasswordRequest) =>
  request<ResetPasswordResponse>('POST', 'socios/account/password/reset-password', { ...body });
