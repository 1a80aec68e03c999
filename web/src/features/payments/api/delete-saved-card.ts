import { request } from '../../../api/client';
import type { MessageResponse } from '../../../api/contract';

/** `DELETE payments/transbank/oneclick/card` → `{ status, data }` (the message to show). */
export const deleteSavedCard = () => request<MessageResponse>('DELETE', 'payments/transbank/oneclick/card');
