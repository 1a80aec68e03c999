import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/profile/data`: what the 'Mis Datos' form starts from. */
export const profileDataKey = endpoints.profileData.path;
export const fetchProfileData = reader(endpoints.profileData.response);

export function useProfileData() {
  const swr = useSWR(profileDataKey, fetchProfileData);
  return { ...swr, profile: swr.data?.data };
}
