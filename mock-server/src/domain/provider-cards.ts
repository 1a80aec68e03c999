// The fake provider's test cards, as in Transbank's integration environment: which card numbers
// approve, which reject, and what an approval records (card type, payment type code, last digits).
import { randomBytes, randomInt } from 'node:crypto';

/** Provider tokens are 64 hex characters and expire after 5 minutes, as Transbank's do. */
export const TOKEN_TTL_MS = 5 * 60 * 1000;
export const newProviderToken = () => randomBytes(32).toString('hex');
export const isTokenExpired = (createdAt: number | null, nowMs: number) =>
  createdAt === null || nowMs - createdAt > TOKEN_TTL_MS;

export interface TestCard {
  number: string;
  label: string; // as the hint list shows it
  card_type: 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Redcompra';
  cvv: string | null; // null: debit, no CVV asked
  approves: boolean;
  payment_type_code: 'VN' | 'VD';
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4051885600446623',
    label: 'VISA 4051 8856 0044 6623 · CVV 123 · aprueba',
    card_type: 'Visa',
    cvv: '123',
    approves: true,
    payment_type_code: 'VN',
  },
  {
    number: '370000000002032',
    label: 'AMEX 3700 0000 0002 032 · CVV 1234 · aprueba',
    card_type: 'AmericanExpress',
    cvv: '1234',
    approves: true,
    payment_type_code: 'VN',
  },
  {
    number: '4051884239937763',
    label: 'Redcompra (débito) 4051 8842 3993 7763 · sin CVV · aprueba',
    card_type: 'Redcompra',
    cvv: null,
    approves: true,
    payment_type_code: 'VD',
  },
  {
    number: '5186059559590568',
    label: 'Mastercard 5186 0595 5959 0568 · CVV 123 · rechaza',
    card_type: 'MasterCard',
    cvv: '123',
    approves: false,
    payment_type_code: 'VN',
  },
];

export interface CardForm {
  card_number: string;
  expiry: string;
  cvv: string;
}

export type CardDecision =
  | { ok: false; formError: string } // the form is redisplayed; nothing is decided yet
  | { ok: true; approved: boolean; last4: string; card: TestCard | null };

/** Malformed input is the form's business; a well-formed card is approved or rejected. */
export function decideCard(form: CardForm): CardDecision {
  const number = form.card_number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return { ok: false, formError: 'Número de tarjeta inválido.' };
  const card = TEST_CARDS.find((c) => c.number === number) ?? null;
  if (card?.cvv !== null && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry.trim()))
    return { ok: false, formError: 'Fecha de expiración inválida (MM/AA).' };
  if (card?.cvv !== null && !/^\d{3,4}$/.test(form.cvv.trim()))
    return { ok: false, formError: 'Código de seguridad inválido.' };
  // Unknown numbers and a wrong CVV are rejections by the issuer, not form errors.
  const approved = card !== null && card.approves && (card.cvv === null || card.cvv === form.cvv.trim());
  return { ok: true, approved, last4: number.slice(-4), card };
}

export const authorizationCode = () => String(randomInt(100000, 1000000));
