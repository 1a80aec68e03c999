import { request } from '../../../api/client';
import type { InviteRequest, InviteResponse } from '../../../api/contract';

/** `POST socios/account/invite_associated`: 200 `{ status, data }`; 422 `{ message, errors.rut }`. */
export const inviteAssociated = (body: InviteRequest) =>
  request<InviteResponse>('POST', 'socios/account/invite_associated', { ...body });
