// The card provider is entered the way Transbank requires: a browser form POST carrying the token,
// `token_ws` for Webpay Plus and `TBK_TOKEN` for a Oneclick enrolment (SPEC §4). Shared by the
// payment screens (a new payment, a card's enrolment) and the open-payment notices (resuming one).
import type { MetodoPago } from '../../api/contract';

export type ProviderField = 'token_ws' | 'TBK_TOKEN';

export const providerField = (method: MetodoPago): ProviderField =>
  method === 'webpay' ? 'token_ws' : 'TBK_TOKEN';

export function submitToProvider(url: string, field: ProviderField, token: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = field;
  input.value = token;
  form.appendChild(input);
  document.body.appendChild(form);
  form.submit();
}
