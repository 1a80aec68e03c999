import { describe, expect, it } from 'vitest';
import { FEE_BRACKETS } from './fee-schedule';
import { joiningPriceText, joiningTotal } from './joining-price';
import { formatMoney } from './money';
import { REGULAR } from '../../../test-support/persona-fees';

describe('the price of joining, on the sign-up screen', () => {
  it('when an adult joins, it is the incorporation fee plus the fewest dues, from the schedule', () => {
    const adult = FEE_BRACKETS.find((row) => row.bracket === 'regular')!;
    const total = adult.incorporacion + adult.minDues * REGULAR.dues;
    expect(joiningPriceText().headline).toBe(
      `Hacerte socio cuesta ${formatMoney(total)}: ${formatMoney(adult.incorporacion)} de incorporación + ${adult.minDues} cuotas de ${formatMoney(REGULAR.dues)}, que pagas al terminar tu registro.`,
    );
  });

  it('when the brackets by age differ, each is named with its ages, and whether the total is the same follows the schedule', () => {
    const { others } = joiningPriceText();
    expect(others).toContain('Infantil, hasta 12 años');
    expect(others).toContain('Juvenil, de 13 a 17 años');
    expect(others).toContain('Adulto mayor, desde 60 años');
    const same = new Set(FEE_BRACKETS.map(joiningTotal)).size === 1;
    expect(others.endsWith(same ? 'por el mismo total.' : 'verás tu total antes de pagar.')).toBe(true);
  });
});
