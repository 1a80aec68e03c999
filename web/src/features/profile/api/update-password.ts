import { request } from '../../../api/client';
import type { UpdatePasswordRequest, UpdatePasswordResponse } from '../../../api/contract';

/** `POST socios/account/update-password`: 422 `errors.current_password` / `errors.new_password`. */
export const updatePassword = (body: UpdatePasswordRequest) =>
  request<UpdatePasswordResponse>('POST', 'socios/account/update-password', { ...body });
