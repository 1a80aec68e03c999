// Oneclick card enrolment (inscription) on both sides: the club starts it and finishes it, the
// fake provider's form decides. Only cards that approve are enrolled; the saved card is shown
// masked ('XXXXXXXXXXXX6623') with Transbank's card type names.
import { randomUUID } from 'node:crypto';
import type { SavedCard } from '../../../web/src/api/contract';
import type { Clock } from '../clock';
import type { InscriptionRow } from '../store/types';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { decideCard, isTokenExpired, newProviderToken, type CardForm } from './provider-cards';

export const ONECLICK_RETURN_PATH = '/api/payments/transbank/oneclick/return';

export function startInscription(deps: Deps, memberId: number, returnPath: string): InscriptionRow {
  const { store, clock } = deps;
  const row: InscriptionRow = {
    token: newProviderToken(),
    memberId,
    returnPath,
    createdAt: clock.nowMs(),
    finished: false,
  };
  store.state.inscriptions.push(row);
  return row;
}

export const inscriptionByToken = (deps: Pick<Deps, 'store'>, token: string) =>
  token ? deps.store.state.inscriptions.find((i) => i.token === token) : undefined;

/** Provider side: the card form was sent. A form error redisplays it; otherwise back to the club. */
export function enrolCard(row: InscriptionRow, form: CardForm, clock: Clock): { formError: string } | null {
  if (row.outcome) return null;
  if (isTokenExpired(row.createdAt, clock.nowMs())) {
    row.outcome = { status: 'aborted' };
    return null;
  }
  const d = decideCard(form);
  if (!d.ok) return { formError: d.formError };
  row.outcome =
    d.approved && d.card
      ? { status: 'approved', card_type: d.card.card_type, last4: d.last4 }
      : { status: 'rejected' };
  return null;
}

export function abortInscription(row: InscriptionRow): void {
  row.outcome ??= { status: 'aborted' };
}

/** Club side: the browser came back with TBK_TOKEN. Answers where it goes next. */
export function finishInscription(deps: Deps, token: string): string {
  const { store, config } = deps;
  const row = inscriptionByToken(deps, token);
  if (!row) throw notFound('Inscripción no encontrada.');
  const outcome = row.outcome ?? { status: 'aborted' as const };
  if (!row.finished) {
    row.finished = true;
    row.outcome = outcome;
    if (outcome.status === 'approved') {
      // One card per member: enrolling another replaces it, as a new inscription does at Transbank.
      store.state.cards = store.state.cards.filter((c) => c.memberId !== row.memberId);
      store.state.cards.push({
        memberId: row.memberId,
        tbk_user: randomUUID(),
        card_type: outcome.card_type,
        card_number: `XXXXXXXXXXXX${outcome.last4}`,
      });
    }
  }
  if (outcome.status !== 'approved') return `${config.webUrl}/cards/subscription/error`;
  const sep = row.returnPath.includes('?') ? '&' : '?';
  return `${config.webUrl}${row.returnPath}${sep}status_oneclick=true`;
}

export function savedCard(deps: Pick<Deps, 'store'>, memberId: number): SavedCard | null {
  const { state } = deps.store;
  const c = state.cards.find((x) => x.memberId === memberId);
  return c ? { user: c.tbk_user, card_type: c.card_type, card_number: c.card_number } : null;
}

/** Removes the card and, with nothing left to charge, switches the automatic payment off. */
export function deleteCard(deps: Pick<Deps, 'store'>, memberId: number): boolean {
  const { state } = deps.store;
  const had = state.cards.some((c) => c.memberId === memberId);
  state.cards = state.cards.filter((c) => c.memberId !== memberId);
  for (const a of state.autoPayments) if (a.memberId === memberId) a.enable = false;
  return had;
}
