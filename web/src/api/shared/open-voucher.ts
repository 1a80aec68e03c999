import { request } from '../client';
import { receiptLink } from '../contract';

/**
 * Opens the API's voucher path (a relative `url_voucher`, `vouchers/{id}`) in a new tab. It needs
 * the session, which is never put in an address, so the tab is sent to a one-time link from
 * `POST {url_voucher}/link`. The tab opens at once (inside the click, so no pop-up blocker stops
 * it) and is closed if the link fails. An API without the link call (it is not in SPEC §7) serves
 * its voucher path as it is: the tab goes to `plainHref`.
 */
export async function openVoucher(urlVoucher: string, plainHref?: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  const result = await request('POST', `${urlVoucher.replace(/^\//, '')}/link`, receiptLink, undefined, {
    unshown: 'once',
  });
  if (!result.ok && result.notServed && plainHref) {
    if (tab) tab.location.href = plainHref;
    else window.location.assign(plainHref);
    return true;
  }
  if (!result.ok || !result.data) {
    tab?.close();
    return false;
  }
  if (tab) tab.location.href = result.data.url;
  else window.location.assign(result.data.url);
  return true;
}
