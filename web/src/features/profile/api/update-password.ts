import { request } from '../../../api/client';
import { updatePasswordResponse, type UpdatePasswordRequest } from '../../../api/contract';

/** `POST socios/account/update-password`: 422 `errors.current_password` / `errors.new_password`. */
export const updatePassword = (body: UpdatePasswordRequest) =>
  request('POST', 'socios/account/update-password', updatePasswordResponse, { ...body });
