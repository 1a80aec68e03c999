// The card provider is entered the way Transbank requires: a browser form POST carrying the token,
// `token_ws` for Webpay Plus and `TBK_TOKEN` for a Oneclick enrolment (SPEC §4).
import type { MetodoPago } from '../../../api/contract';

export type ProviderField = 'token_ws' | 'TBK_TOKEN';

export const providerField = (method: MetodoPago): ProviderField =>
  method === 'webpay' ? 'token_ws' : 'TBK_TOKEN';

export { submitToProvider } from '../../../components/provider-post';
