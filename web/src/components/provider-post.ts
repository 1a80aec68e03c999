// The card provider is entered the way Transbank requires: a browser form POST carrying the token.
// Shared by the payment screens (a new payment) and the open-payment notices (resuming one).

export function submitToProvider(url: string, field: 'token_ws' | 'TBK_TOKEN', token: string): void {
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
