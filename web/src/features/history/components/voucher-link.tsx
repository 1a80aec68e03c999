import { Link, useLocation } from 'react-router';
import { hrefs, type ReceiptLinkState } from '../../../app/paths';
import { PURCHASE_NUMBER } from '../../../domain/purchase-number';

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
      {children}{' '}
      <span className="sr-only">
        ({PURCHASE_NUMBER} {idCompra})
      </span>
    </Link>
  );
}
