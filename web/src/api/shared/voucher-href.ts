import { apiUrl } from '../client';
import { getToken } from '../../session/session';

/**
 * A voucher (`url_voucher`, a path relative to the API such as 'vouchers/101') opens in a new tab,
 * which cannot send the bearer header, so the token travels in the query (the API accepts it there).
 */
export function voucherHref(urlVoucher: string): string {
  if (/^https?:\/\//.test(urlVoucher)) return urlVoucher;
  const token = getToken();
  return apiUrl(urlVoucher) + (token ? `?token=${encodeURIComponent(token)}` : '');
}
