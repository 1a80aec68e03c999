import { describe, expect, it } from 'vitest';
import { familyChargeWho } from './family-charge';

describe('who a payment for the family pays for', () => {
  it('when one account is paid for, the member’s own months go with it', () => {
    expect(familyChargeWho(['Tomás Muñoz Pérez'], 3)).toBe('3 de Tomás + 3 tuyas');
  });

  it('when one month is paid, the words are singular', () => {
    expect(familyChargeWho(['Tomás Muñoz Pérez'], 1)).toBe('1 de Tomás + 1 tuya');
  });

  it('when several accounts are paid for, each is named with its months', () => {
    expect(familyChargeWho(['Tomás Muñoz Pérez', 'Sofía Muñoz Pérez'], 2)).toBe(
      '2 de Tomás + 2 de Sofía + 2 tuyas',
    );
  });
});
