import { request } from '../../../api/client';
import { endpoints, type UpdatePasswordRequest } from '../../../api/contract';

/** `POST socios/account/update-password`: 422 `errors.current_password` / `errors.new_password`. */
export const updatePassword = (body: UpdatePasswordRequest) =>
  request('POST', endpoints.updatePassword.path, endpoints.updatePassword.response, { ...body });
