import useSWR from 'swr';
import { reader } from '../../../api/client';
import { dataOf, profileForm } from '../../../api/contract';

/** `GET socios/profile/data`: what the 'Mis Datos' form starts from. */
export const profileDataKey = 'socios/profile/data';
export const fetchProfileData = reader(dataOf(profileForm));

export function useProfileData() {
  const swr = useSWR(profileDataKey, fetchProfileData);
  return { ...swr, profile: swr.data?.data };
}
