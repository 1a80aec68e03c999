import { request } from '../../../api/client';
import { endpoints, type LoginRequest } from '../../../api/contract';

/** `POST socios/login`: flag true with a token, flag false with the message to show, or 422. */
export const login = (body: LoginRequest) =>
  request('POST', endpoints.login.path, endpoints.login.response, { ...body });
