import { voucherHref } from '../../../api/shared/voucher-href';

/** A receipt opens in a new tab (it is a printable page of the API, not a screen of the SPA). */
export function VoucherLink({ url, children }: { url: string; children: string }) {
  return (
    <a href={voucherHref(url)} target="_blank" rel="noreferrer" className="history-voucher">
      {children}
      <span className="history-sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
