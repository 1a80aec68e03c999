import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/profile/data`: what the 'Mis Datos' form starts from. */
export const profileDataKey = endpoints.profileData.path;
export const fetchProfileData = reader(endpoints.profileData.response);

/** The profile data as answered (its reading is the form's: profile-from-data.ts). */
export const useProfileData = () => useSWR(profileDataKey, fetchProfileData);
