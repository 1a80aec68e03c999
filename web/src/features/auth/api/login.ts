import { request } from '../../../api/client';
import type { LoginRequest, LoginResponse } from '../../../api/contract';

/** `POST socios/login`: flag true with a token, flag false with the message to show, or 422. */
export const login = (body: LoginRequest) => request<LoginResponse>('POST', 'socios/login', { ...body });
