import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import type { ReceiptLinkState } from '../../../app/paths';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/load-error';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { Logo } from '../../../layout/logo';
import { usePaymentInfo } from '../api/get-payment-info';
import { ReceiptDocument } from '../components/receipt-document';
import { ReceiptActions } from '../components/receipt-actions';
import { NOTICE_TITLES, ReceiptNotice, type NoticeKind } from '../components/receipt-notice';
import '../components/receipt.css';
import { OwnFrame, scriptsAtOnceMeta } from '../../../components/screen-frame';
import { useHydrated } from '../../../components/light/use-hydrated';

const CLUB = 'Club Social y Deportivo Albo';

const isApiRelative = (path: string) =>
  /^\/?[\w\-./]+$/.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..');

/** What a receipt link handed over; anything else (a forged or stale state) is ignored. */
function linkState(state: unknown): { from: string | null; download: string | null } {
  const s = (state ?? {}) as Partial<Record<keyof ReceiptLinkState, unknown>>;
  const from = typeof s.from === 'string' && /^\/(?!\/)/.test(s.from) ? s.from : null;
  // The history's `url_voucher` (SPEC §2's voucher path): an absolute address or a path under the
  // API's base (any name; no dot segment, encoded or not, that would leave it).
  const download =
    typeof s.urlVoucher === 'string' && (/^https?:\/\//.test(s.urlVoucher) || isApiRelative(s.urlVoucher))
      ? s.urlVoucher
      : null;
  return { from, download };
}

const ESTADO_NOTICE: Record<1 | 3 | 4, NoticeKind> = { 1: 'pending', 3: 'rejected', 4: 'annulled' };

/**
 * `/comprobante/{id_compra}`: the club's receipt of a paid purchase, built from `payments/info/{id}`
 * (so it reads the same from the real API), to read, print or keep. A purchase that was not paid
 * gets no receipt: it says why, and the way back.
 */
export default function ReceiptPage() {
  // Pre-rendered once for every purchase (its path's parameter written as is), the page knows which
  // purchase it shows only once hydrated: until then it is loading.
  const hydrated = useHydrated();
  const { idCompra = '' } = useParams();
  const valid = /^\d{1,12}$/.test(idCompra);
  const { data, error, mutate } = usePaymentInfo(hydrated && valid ? idCompra : null);
  const { from, download } = linkState(useLocation().state);
  // Another member's purchase answers like one that does not exist (the API never tells them apart).
  const missing =
    hydrated &&
    (!valid || (error instanceof ApiError && (error.result.status === 404 || error.result.status === 403)));
  const estado = data?.main_payment.estado;
  const notice: NoticeKind | null = missing
    ? 'not-found'
    : estado !== undefined && estado !== 2
      ? ESTADO_NOTICE[estado]
      : null;

  let body;
  if (notice) body = <ReceiptNotice kind={notice} id={idCompra} from={from} />;
  else if (data) body = <ReceiptDocument info={data} />;
  else if (error) body = <LoadError error={error} onRetry={() => mutate()} />;
  else
    body = (
      <div role="status" className="receipt__loading">
        <LightSkeleton rows={9} />
        <span className="sr-only">Cargando el comprobante…</span>
      </div>
    );

  return (
    <OwnFrame>
      <div className="receipt-page">
        <article className="receipt">
          <header className="receipt__club">
            <span aria-hidden="true">
              <Logo size={48} inverted />
            </span>
            <span className="receipt__club-name">{CLUB}</span>
          </header>
          <PageTitle>{notice ? NOTICE_TITLES[notice] : 'Comprobante de pago'}</PageTitle>
          {body}
        </article>
        {data && !notice && <ReceiptActions from={from} download={download} />}
      </div>
    </OwnFrame>
  );
}

/**
 * Its scripts at once, not after its first paint: what the member waits for is the purchase, which
 * is read once the screen runs.
 */
export const meta = () => [scriptsAtOnceMeta()];
