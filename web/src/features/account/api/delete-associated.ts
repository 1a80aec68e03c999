import { request } from '../../../api/client';
import { endpoints, type DeleteAssociatedRequest } from '../../../api/contract';

/** `POST socios/account/delete_associated`: the account leaves the member's care. */
export const deleteAssociated = (body: DeleteAssociatedRequest) =>
  request('POST', endpoints.deleteAssociated.path, endpoints.deleteAssociated.response, { ...body });
