import useSWR from 'swr';
import type { DataResponse, ProfileForm } from '../../../api/contract';

/** `GET socios/profile/data`: what the 'Mis Datos' form starts from. */
export const profileDataKey = 'socios/profile/data';

export function useProfileData() {
  const swr = useSWR<DataResponse<ProfileForm>>(profileDataKey);
  return { ...swr, profile: swr.data?.data };
}
