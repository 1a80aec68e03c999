// A card as the member knows it: one formatter for every screen, e-mail and receipt. Apart from
// auto-payment.ts, so a screen that only names a card (a receipt) does not download the fee rules.

// The provider names brands its own way ('Visa', 'AmericanExpress'); members read them off the card.
const BRANDS: Record<string, string> = { Visa: 'VISA', AmericanExpress: 'AMEX', MasterCard: 'Mastercard' };

/**
 * 'VISA ····6623': a card as the member knows it, the one way every screen, e-mail and receipt writes
 * it ('Tarjeta ····6623' where the brand is not known, as on a receipt). An API that tells only that
 * a card is enrolled (SPEC §3's subscription, `data.user`) leaves type and digits empty: 'Tarjeta
 * inscrita'. Any masking before the digits ('XXXXXXXXXXXX6623') is dropped.
 */
export function cardName(card: { card_type: string; card_number: string }): string {
  const brand = BRANDS[card.card_type] ?? card.card_type;
  const digits = card.card_number.replace(/\D/g, '').slice(-4);
  if (!brand && !digits) return 'Tarjeta inscrita';
  return digits ? `${brand || 'Tarjeta'} ····${digits}` : brand;
}

/** The card inside a sentence: 'VISA ····6623', or 'tu tarjeta inscrita' when only enrolment is known. */
export const cardInText = (card: { card_type: string; card_number: string }) =>
  cardName(card) === 'Tarjeta inscrita' ? 'tu tarjeta inscrita' : cardName(card);
