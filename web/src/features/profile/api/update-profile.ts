import { request } from '../../../api/client';
import type { ProfileForm, ProfileUpdateResponse } from '../../../api/contract';

/** `POST socios/account/profile/update`: 200 with the updated user; 422 `{ status: false, errors }`. */
export const updateProfile = (body: ProfileForm) =>
  request<ProfileUpdateResponse>('POST', 'socios/account/profile/update', { ...body });
