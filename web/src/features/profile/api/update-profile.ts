import { request } from '../../../api/client';
import { profileUpdateResponse, type ProfileForm } from '../../../api/contract';

/** `POST socios/account/profile/update`: 200 with the updated user; 422 `{ status: false, errors }`. */
export const updateProfile = (body: ProfileForm) =>
  request('POST', 'socios/account/profile/update', profileUpdateResponse, { ...body });
