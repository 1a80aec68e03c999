import { request } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `POST socios/account/associated/leave`: the member leaves the other member's care. */
export const leaveGuardian = () =>
  request('POST', endpoints.leaveGuardian.path, endpoints.leaveGuardian.response);
