import useSWRMutation from 'swr/mutation';
import { request, type ApiResult } from '../client';
import { endpoints, type UploadPictureResponse } from '../contract';

// Shared by the onboarding photo step and the profile: `POST socios/profile/upload-picture`,
// multipart with the file in `profile_picture`; 200 `{ url }`, 422 `errors.profile_picture[0]`.
export const uploadPictureKey = endpoints.uploadPicture.path;

export function uploadPicture(file: File): Promise<ApiResult<UploadPictureResponse>> {
  const form = new FormData();
  form.append('profile_picture', file);
  return request('POST', uploadPictureKey, endpoints.uploadPicture.response, form);
}

/** The server's reason for refusing the photo, if it gave one (a 5xx's text is no reason). */
export const pictureError = (result: ApiResult<unknown>): string | undefined =>
  result.validations?.errors?.profile_picture?.[0] ??
  (result.status >= 500 ? undefined : (result.validations?.message ?? undefined));

/**
 * `trigger(file)` resolves with the whole result (it never throws), so the caller decides whether an
 * error is shown (profile) or only logged (onboarding, SPEC §8); `isMutating` drives the button.
 */
export const useUploadPicture = () =>
  useSWRMutation(uploadPictureKey, (_key: string, { arg }: { arg: File }) => uploadPicture(arg));
