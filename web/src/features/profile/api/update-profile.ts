import { request } from '../../../api/client';
import { endpoints, type ProfileForm } from '../../../api/contract';

/** The form plus, when the e-mail changes, the member's current password. */
export type ProfileUpdate = ProfileForm & { current_password?: string };

/** `POST socios/account/profile/update`: 200 with the updated user; 422 `{ status: false, errors }`. */
export const updateProfile = (body: ProfileUpdate) =>
  request('POST', endpoints.updateProfile.path, endpoints.updateProfile.response, { ...body });
