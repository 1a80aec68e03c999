import { request } from '../../../api/client';
import type { RegistrationPayload, RegistrationResponse } from '../../../api/contract';

/** `POST socios/store`: 201 `{ status, data }` with the text to show; 422 one message list per field. */
export const register = (payload: RegistrationPayload) =>
  request<RegistrationResponse>('POST', 'socios/store', { ...payload });
