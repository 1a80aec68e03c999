import { request } from '../../../api/client';
import { messageResponse } from '../../../api/contract';

/** `POST socios/account/associated/leave`: the member leaves the other member's care. */
export const leaveGuardian = () => request('POST', 'socios/account/associated/leave', messageResponse);
