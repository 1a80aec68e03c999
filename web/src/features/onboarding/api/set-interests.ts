import { request } from '../../../api/client';
import { messageResponse, type SetInterestsRequest } from '../../../api/contract';

/** `POST socios/profile/set-interests` with the chosen interests' names. */
export const setInterests = (body: SetInterestsRequest) =>
  request('POST', 'socios/profile/set-interests', messageResponse, { ...body });
