import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';
import { useSession } from '../../../session/session';
import { profileFromData } from '../profile-from-data';

/** `GET socios/profile/data`: what the 'Mis Datos' form starts from. */
export const profileDataKey = endpoints.profileData.path;
export const fetchProfileData = reader(endpoints.profileData.response);

/** The form's values: the profile data under either reading, the rest from the session user. */
export function useProfileData() {
  const swr = useSWR(profileDataKey, fetchProfileData);
  const user = useSession().informations;
  return { ...swr, profile: swr.data && user ? profileFromData(swr.data.data, user) : undefined };
}
