// What a member's browser does on the fake card provider's pages (mock-server/src/routes/provider.ts)
// for component tests that need a purchase or a card in a state only the provider can put it in.
// Each call posts the provider's form and follows its way back through the club, as a browser does.

/** The provider's test VISA that approves (mock-server/src/domain/provider-cards.ts). */
const TEST_VISA = { card_number: '4051885600446623', expiry: '12/30', cvv: '123' };

/** Posts a provider form and follows the way back (a redirect or a self-submitting form); answers where the member lands. */
async function throughProvider(base: string, path: string, fields: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
  });
  const location = res.headers.get('location');
  let back: Response;
  if (location) {
    back = await fetch(new URL(location, base), { redirect: 'manual' });
  } else {
    const form = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector('form');
    if (!form) throw new Error(`${path}: ${res.status}, no way back to the club`);
    back = await fetch(new URL(form.getAttribute('action') ?? '', base), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams([...form.querySelectorAll('input')].map((i) => [i.name, i.value])),
    });
  }
  return back.headers.get('location') ?? `(no redirect: ${back.status})`;
}

/** Enrols the test VISA on Oneclick inscription `tbkToken`. */
export const enrolTestCard = (base: string, tbkToken: string) =>
  throughProvider(base, '/webpay/oneclick/enroll', { TBK_TOKEN: tbkToken, ...TEST_VISA });

/** Pays Webpay checkout `tokenWs` with the test VISA (the club then holds it in confirmation). */
export const payCheckout = (base: string, tokenWs: string) =>
  throughProvider(base, '/webpay/pay', { token_ws: tokenWs, ...TEST_VISA });

/** Presses 'Anular compra y volver al comercio' on Webpay checkout `tokenWs`. */
export const abortCheckout = (base: string, tokenWs: string) =>
  throughProvider(base, '/webpay/abort', { token_ws: tokenWs });
