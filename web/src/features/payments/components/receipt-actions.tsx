import { useState } from 'react';
import { hrefs } from '../../../app/paths';
import { openVoucher } from '../../../api/shared/open-voucher';
import { apiUrl } from '../../../api/client';
import { LightButton } from '../../../components/light/light-button';
import { ButtonLink } from '../../../components/button-link';

/**
 * 'Volver': back to the screen the member came from (a receipt link hands it over), else to the
 * payments history (the receipt opened from an e-mail, a bookmark or a new tab). A real link.
 */
export function BackLink({ from, primary = false }: { from: string | null; primary?: boolean }) {
  return (
    <ButtonLink
      to={from ?? hrefs.paymentsHistory()}
      goBack={Boolean(from)}
      type={primary ? 'primary' : 'default'}
    >
      Volver
    </ButtonLink>
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
      <LightButton onClick={() => void openVoucher(url, apiUrl(url)).then((ok) => setFailed(!ok))}>
        Comprobante del club
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </LightButton>
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
      <LightButton type="primary" onClick={() => window.print()}>
        Imprimir
      </LightButton>
      {download && /^https?:\/\//.test(download) ? (
        <ButtonLink to={download} newTab>
          Descargar
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </ButtonLink>
      ) : (
        download && <VoucherButton url={download} />
      )}
      <BackLink from={from} />
    </div>
  );
}
