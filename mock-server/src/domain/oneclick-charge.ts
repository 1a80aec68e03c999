// Oneclick charges of a saved card (the member's one-click payment and the automatic monthly charge).
// The fake provider answers at once and applies Transbank's Oneclick rejection codes, each of which
// a demo can provoke:
//   -96 the provider no longer knows the card's tbk_user  → POST /__mock/oneclick/{rut}/revoke first
//   -98 one charge above 100.000                           → e.g. 3 extraordinary dues of $50.000
//   -99 a 6th approved charge on the same day              → six small charges in one day
//   -97 approved charges of the day above 250.000          → e.g. three charges of $100.000
import type { OneclickChargeResponse } from '../../../web/src/api/contract';
import type { CardRow, MemberRecord, ProviderTransaction, PurchaseRow } from '../store/types';
import type { Deps } from '../deps';
import { commitPurchase } from './payment-commit';
import { providerTransaction } from './webpay';
import { TEST_CARDS } from './provider-cards';
import { startPurchase, type PurchaseBody } from './purchases';

export const ONECLICK_LIMITS = { perCharge: 100_000, perDay: 250_000, chargesPerDay: 5 } as const;

export const CHARGE_OK = 'Pago realizado exitosamente.';
export const NO_CARD = 'No tienes una tarjeta inscrita.';
export const REJECTION_MESSAGES: Record<number, string> = {
  [-1]: 'Pago rechazado por el emisor de la tarjeta.',
  [-96]: 'Pago rechazado (código -96): la tarjeta inscrita ya no es válida. Inscríbela nuevamente.',
  [-97]: 'Pago rechazado (código -97): se superó el monto máximo diario de pagos con Oneclick.',
  [-98]: 'Pago rechazado (código -98): el monto supera el máximo permitido por pago con Oneclick.',
  [-99]: 'Pago rechazado (código -99): se superó la cantidad máxima de pagos diarios con Oneclick.',
};

function rejectionCode(deps: Deps, card: CardRow, amount: number): number {
  const { store, clock } = deps;
  if (card.revoked) return -96;
  if (amount > ONECLICK_LIMITS.perCharge) return -98;
  const today = clock.today();
  const approvedToday = store.state.purchases.filter(
    (p) =>
      p.memberId === card.memberId &&
      p.metodo_pago === 'oneclick' &&
      p.fecha === today &&
      p.provider?.status === 'AUTHORIZED',
  );
  if (approvedToday.length >= ONECLICK_LIMITS.chargesPerDay) return -99;
  const spent = approvedToday.reduce((sum, p) => sum + p.total, 0);
  if (spent + amount > ONECLICK_LIMITS.perDay) return -97;
  return 0;
}

/** Authorises and commits at once (Oneclick has no browser round trip). */
export function chargeCard(deps: Deps, p: PurchaseRow, card: CardRow): void {
  if (p.provider) return;
  const code = rejectionCode(deps, card, p.total);
  const last4 = card.card_number.slice(-4);
  const test = TEST_CARDS.find((c) => c.card_type === card.card_type && c.number.endsWith(last4));
  const t: ProviderTransaction = providerTransaction(
    p.total,
    { approved: code === 0, last4, card: test ?? { card_type: card.card_type, payment_type_code: 'VN' } },
    deps.clock,
  );
  if (code !== 0) t.response_code = code;
  p.provider = t;
  commitPurchase(deps, p);
}

/** The fake's answer always says in words what happened (SPEC §8's message on a failure). */
type ChargeAnswer = OneclickChargeResponse & { data: string };

/** The answer for a charged purchase, also when the same buyOrder comes again. */
export function chargeResponse(p: PurchaseRow): ChargeAnswer {
  const t = p.provider;
  if (t?.status === 'AUTHORIZED') return { status: true, data: CHARGE_OK, id_compra: p.id };
  const message = REJECTION_MESSAGES[t?.response_code ?? -1] ?? REJECTION_MESSAGES[-1]!;
  return { status: false, data: message, id_compra: p.id };
}

/** `oneclick/authorize/cuota`: the same request and amounts as a Webpay payment, charged at once. */
export function payWithSavedCard(deps: Deps, member: MemberRecord, body: PurchaseBody): ChargeAnswer {
  const card = deps.store.state.cards.find((c) => c.memberId === member.id);
  if (!card) return { status: false, data: NO_CARD };
  const { purchase } = startPurchase(deps, member, body, {
    metodo_pago: 'oneclick',
    medio: 'OneClick',
    webpayToken: false,
  });
  chargeCard(deps, purchase, card); // a replayed buyOrder was charged already: nothing happens
  return chargeResponse(purchase);
}
