import { request } from '../../../api/client';
import { endpoints, type InviteRequest } from '../../../api/contract';

/** `POST socios/account/invite_associated`: 200 `{ status, data }`; 422 `{ message, errors.rut }`. */
export const inviteAssociated = (body: InviteRequest) =>
  request('POST', endpoints.invite.path, endpoints.invite.response, { ...body });
