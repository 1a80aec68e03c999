import { request } from '../../../api/client';
import type { DeleteAssociatedRequest, MessageResponse } from '../../../api/contract';

/** `POST socios/account/delete_associated`: the account leaves the member's care. */
export const deleteAssociated = (body: DeleteAssociatedRequest) =>
  request<MessageResponse>('POST', 'socios/account/delete_associated', { ...body });
