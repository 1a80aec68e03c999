import type { MouseEvent } from 'react';
import { openVoucher, voucherHref } from '../../../api/shared/voucher-href';

/**
 * A receipt opens in a new tab (it is a printable page of the API, not a screen of the SPA). A
 * link (focusable, Enter opens it); the click asks for a one-time address so no token is in a URL.
 */
export function VoucherLink({ url, children }: { url: string; children: string }) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void openVoucher(url);
  };
  return (
    <a href={voucherHref(url)} onClick={open} target="_blank" rel="noreferrer" className="history-voucher">
      {children}
      <span className="history-sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
