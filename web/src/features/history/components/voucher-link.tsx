import { Link, useLocation } from 'react-router-dom';
import { hrefs, type ReceiptLinkState } from '../../../app/paths';
import { apiBase } from '../../../api/client';
import { openVoucher } from '../../../api/shared/open-voucher';

/**
 * A receipt is a screen of the portal (`/comprobante/{id_compra}`), opened in place: no new tab and
 * no credential in any address. It is told where the member was ('Volver') and the history's
 * `url_voucher` (an absolute one, the real API's PDF, is offered there as 'Descargar').
 */
export function VoucherLink({
  idCompra,
  url,
  children,
}: {
  idCompra: number;
  url: string;
  children: string;
}) {
  const { pathname, search } = useLocation();
  const state: ReceiptLinkState = { from: pathname + search, urlVoucher: url };
  return (
    <Link to={hrefs.receipt(idCompra)} state={state} className="history-voucher">
      {children} <span className="sr-only">de la compra Nº {idCompra}</span>
    </Link>
  );
}

/**
 * SPEC §3's voucher path as a link: an absolute URL as it is, a relative one under the API's base
 * (`vouchers/7` → `https://api.club.example/vouchers/7`).
 */
export function voucherHref(url: string): string | null {
  try {
    const href = new URL(url, new URL(apiBase(), window.location.href));
    // Never a `javascript:` or `data:` address from an answer: only the web's own schemes open.
    return /^https?:$/.test(href.protocol) ? href.href : null;
  } catch {
    return null;
  }
}

/** `vouchers/7`, not `https://…` or `//host/…`: a path of the API's own. */
const isApiPath = (url: string) => !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url.trim());

/**
 * Without a purchase number (an API that sends only SPEC §3's fields) the receipt is the API's own
 * file: SPEC §2's 'Ver comprobante' to the voucher path, in a new tab. A path of the API's own needs
 * the session, never put in an address: the tab goes through a one-time link where the API has one.
 */
export function ExternalVoucherLink({ url }: { url: string }) {
  const href = voucherHref(url);
  if (!href) return <span className="history-muted">Pagado</span>;
  const viaLink = isApiPath(url)
    ? (event: React.MouseEvent) => {
        event.preventDefault();
        void openVoucher(url, href);
      }
    : undefined;
  return (
    <a href={href} target="_blank" rel="noreferrer" className="history-voucher" onClick={viaLink}>
      Ver comprobante
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
