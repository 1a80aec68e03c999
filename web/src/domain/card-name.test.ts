import { describe, expect, it } from 'vitest';
import { cardInText, cardName } from './card-name';

describe('a card, written one way', () => {
  it('when the provider names the brand, it is the brand and the last four digits', () => {
    expect(cardName({ card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' })).toBe('VISA ····6623');
  });

  it('when the brand is not known (a receipt), it is Tarjeta and the digits, whatever the masking', () => {
    expect(cardName({ card_type: '', card_number: '6623' })).toBe('Tarjeta ····6623');
    expect(cardName({ card_type: '', card_number: 'XXXX XXXX XXXX 6623' })).toBe('Tarjeta ····6623');
  });

  it('when only the enrolment is known, it is the enrolled card', () => {
    expect(cardName({ card_type: '', card_number: '' })).toBe('Tarjeta inscrita');
    expect(cardInText({ card_type: '', card_number: '' })).toBe('tu tarjeta inscrita');
  });
});
