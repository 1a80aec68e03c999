import { request } from '../../../api/client';
import { inviteResponse, type InviteRequest } from '../../../api/contract';

/** `POST socios/account/invite_associated`: 200 `{ status, data }`; 422 `{ message, errors.rut }`. */
export const inviteAssociated = (body: InviteRequest) =>
  request('POST', 'socios/account/invite_associated', inviteResponse, { ...body });
