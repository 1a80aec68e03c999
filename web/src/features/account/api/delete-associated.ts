import { request } from '../../../api/client';
import { messageResponse, type DeleteAssociatedRequest } from '../../../api/contract';

/** `POST socios/account/delete_associated`: the account leaves the member's care. */
export const deleteAssociated = (body: DeleteAssociatedRequest) =>
  request('POST', 'socios/account/delete_associated', messageResponse, { ...body });
