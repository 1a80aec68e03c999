import { useState, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { hrefs } from '../../../app/paths';
import { openVoucher } from '../../../api/shared/open-voucher';
import { apiUrl } from '../../../api/client';

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * 'Volver': back to the screen the member came from (a receipt link hands it over), else to the
 * payments history (the receipt opened from an e-mail, a bookmark or a new tab). A real link.
 */
export function BackLink({ from, primary = false }: { from: string | null; primary?: boolean }) {
  const navigate = useNavigate();
  const target = from ?? hrefs.paymentsHistory();
  const href = useHref(target);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    // Going back (not forward to a copy) keeps the history's scroll position and the browser's Back.
    if (from) navigate(-1);
    else navigate(target);
  };
  return (
    <a className={primary ? 'l-button primary' : 'l-button'} href={href} onClick={onClick}>
      Volver
    </a>
  );
}

/**
 * The API's voucher path (the history's `url_voucher`), in a new tab; says so if it cannot open. An
 * API without the one-time link call gets the path as it is, under its base.
 */
function VoucherButton({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="l-button"
        onClick={() => void openVoucher(url, apiUrl(url)).then((ok) => setFailed(!ok))}
      >
        Comprobante del club
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </button>
      {failed && (
        <p role="alert" className="receipt-actions__error">
          No pudimos abrir el comprobante del club. Inténtalo nuevamente.
        </p>
      )}
    </>
  );
}

/** Below a paid receipt, never printed: 'Imprimir', the API's own voucher when linked, 'Volver'. */
export function ReceiptActions({ from, download }: { from: string | null; download: string | null }) {
  return (
    <div className="receipt-actions">
      <button type="button" className="l-button primary" onClick={() => window.print()}>
        Imprimir
      </button>
      {download && /^https?:\/\//.test(download) ? (
        <a className="l-button" href={download} target="_blank" rel="noreferrer">
          Descargar
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        download && <VoucherButton url={download} />
      )}
      <BackLink from={from} />
    </div>
  );
}
