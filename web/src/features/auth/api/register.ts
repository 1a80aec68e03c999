import { request } from '../../../api/client';
import { endpoints, type RegistrationPayload } from '../../../api/contract';

/** `POST socios/store`: 201 `{ status, data }` with the text to show; 422 one message list per field. */
export const register = (payload: RegistrationPayload) =>
  request('POST', endpoints.register.path, endpoints.register.response, { ...payload });
