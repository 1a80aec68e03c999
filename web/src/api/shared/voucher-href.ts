// Receipts (`url_voucher`, a path relative to the API such as 'vouchers/101') are printable pages
// of the API that open in a new tab, which cannot send the bearer header. The session token never
// goes into a URL (history, logs, a shared link): on click the SPA asks, with its header, for a
// one-time link to that purchase (`POST vouchers/{id}/link`, single use, 60 s) and opens it.
import { z } from 'zod';
import { apiUrl, request } from '../client';

/** `POST vouchers/{id}/link` → `{ url }` (issue 14; to be folded into the contract). */
export const receiptLinkResponse = z.object({ url: z.string().min(1) });
export type ReceiptLinkResponse = z.infer<typeof receiptLinkResponse>;

const external = (url: string) => /^https?:\/\//.test(url);

/** The link's href: the receipt's address without any credential (the click handler adds one). */
export const voucherHref = (urlVoucher: string) => (external(urlVoucher) ? urlVoucher : apiUrl(urlVoucher));

export const NO_RECEIPT =
  'No pudimos abrir el comprobante. Vuelve al portal e inténtalo nuevamente; también te lo enviamos por correo.';

/** A one-time address for the receipt, or null when the API did not give one. */
export async function receiptLink(urlVoucher: string): Promise<string | null> {
  const path = `${urlVoucher.replace(/^\/+/, '').split('?')[0]}/link`;
  const result = await request('POST', path, receiptLinkResponse);
  return result.ok ? result.data.url : null;
}

/**
 * Opens the receipt in a new tab. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and sent to the one-time link when it arrives; without one it says so.
 */
export async function openVoucher(urlVoucher: string): Promise<void> {
  if (external(urlVoucher)) {
    window.open(urlVoucher, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const url = await receiptLink(urlVoucher);
  if (!tab) {
    if (url) window.location.assign(url);
    return;
  }
  if (url) tab.location.replace(url);
  else {
    tab.document.title = 'Comprobante';
    tab.document.body.textContent = NO_RECEIPT;
  }
}
