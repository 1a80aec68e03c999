import { request } from '../../../api/client';
import type { MessageResponse, SetInterestsRequest } from '../../../api/contract';

/** `POST socios/profile/set-interests` with the chosen interests' names. */
export const setInterests = (body: SetInterestsRequest) =>
  request<MessageResponse>('POST', 'socios/profile/set-interests', { ...body });
