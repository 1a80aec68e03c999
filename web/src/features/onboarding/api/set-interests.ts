import { request } from '../../../api/client';
import { endpoints, type SetInterestsRequest } from '../../../api/contract';

/** `POST socios/profile/set-interests` with the chosen interests' names. */
export const setInterests = (body: SetInterestsRequest) =>
  request('POST', endpoints.setInterests.path, endpoints.setInterests.response, { ...body });
