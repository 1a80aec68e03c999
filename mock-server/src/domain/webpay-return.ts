// The mock's stand-in for the club backend's Webpay return URL. It tells the four returns apart by
// their fields, as Transbank's integration guide does, commits at most once, and says where the
// browser goes next: the result page, or back to the screen the payment started from.
import type { Deps } from '../deps';
import type { PurchaseRow } from '../store/types';
import { notFound, AppError } from '../http/errors';
import { annulPurchase, commitPurchase } from './payment-commit';
import { webpayPurchase } from './webpay';

export interface WebpayReturnParams {
  token_ws?: string | undefined;
  TBK_TOKEN?: string | undefined;
  TBK_ORDEN_COMPRA?: string | undefined;
  TBK_ID_SESION?: string | undefined;
}

export function handleWebpayReturn(deps: Deps, params: WebpayReturnParams): string {
  const { token_ws, TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION } = params;
  const state = deps.store.state;
  let p: PurchaseRow | undefined;
  if (TBK_TOKEN) {
    // Abort: the member pressed 'Anular compra' (Transbank also sends the order and session).
    p = webpayPurchase(deps, TBK_TOKEN);
    if (p && (p.buyOrder !== TBK_ORDEN_COMPRA || p.sessionId !== TBK_ID_SESION)) p = undefined;
    if (p) annulPurchase(deps, p);
  } else if (token_ws) {
    p = webpayPurchase(deps, token_ws);
    if (p) commitPurchase(deps, p);
  } else if (TBK_ORDEN_COMPRA && TBK_ID_SESION) {
    // Timeout: no token at all, only the order and the session to find the purchase by.
    p = state.purchases.find(
      (x) => x.metodo_pago === 'webpay' && x.sessionId === TBK_ID_SESION && x.buyOrder === TBK_ORDEN_COMPRA,
    );
    if (p) annulPurchase(deps, p);
  } else {
    throw new AppError(400, 'Retorno de Webpay sin token_ws, TBK_TOKEN ni TBK_ORDEN_COMPRA.');
  }
  if (!p) throw notFound('Transacción no encontrada.');
  return afterReturn(deps, p);
}

/** Annulled payments go back to where they started; everything else to the result page. */
export function afterReturn(deps: Deps, p: PurchaseRow): string {
  const { config } = deps;
  if (p.estado === 4) return `${config.webUrl}${p.returnPath}`;
  return `${config.webUrl}/payments/final?id_compra=${p.id}`;
}
