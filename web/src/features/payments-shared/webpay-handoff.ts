// The last Webpay checkout this tab was sent to, kept for the tab's life (sessionStorage): if the
// member leaves Webpay's card form without finishing, the portal can send them back to it — where
// they can pay or press 'Anular compra' — instead of making them wait for the 5-minute expiry. The
// club's API does not hand a token out twice, so another tab or device cannot resume; it then
// shows only how long the payment stays open.

const KEY = 'portal.webpay-handoff';
/** Transbank's Webpay Plus token lives 5 minutes; after that the checkout cannot be reopened. */
const WEBPAY_TOKEN_MINUTES = 5;

export interface WebpayHandoff {
  url: string;
  token: string;
  idCompra: number | null; // null when the API did not say which purchase it opened
  at: number; // epoch ms when the member was sent to Webpay
}

export function rememberHandoff(url: string, token: string, idCompra: number | undefined): void {
  const handoff: WebpayHandoff = { url, token, idCompra: idCompra ?? null, at: Date.now() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff));
  } catch {
    // Storage refused (private mode, quota): the payment still works, it just cannot be resumed.
  }
}

/** The handoff for this open purchase while its token can still be used, else null. */
export function resumableHandoff(idCompra: number, now = Date.now()): WebpayHandoff | null {
  let handoff: WebpayHandoff | null;
  try {
    handoff = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as WebpayHandoff | null;
  } catch {
    return null;
  }
  if (!handoff || typeof handoff.token !== 'string' || typeof handoff.url !== 'string') return null;
  if (handoff.idCompra !== null && handoff.idCompra !== idCompra) return null;
  if (now - handoff.at >= WEBPAY_TOKEN_MINUTES * 60_000) return null;
  return handoff;
}
