import { describe, expect, it } from 'vitest';
import { REGULARIZATION_YEARS } from './fees';
import { regularizationSettles, regularizationTradeOffText } from './regularization-text';

describe('regularisation texts', () => {
  it('when the offer is made, it names the honorary path given up and the years until the next one', () => {
    expect(regularizationTradeOffText()).toContain('ya no podrás optar a ser socio honorario');
    expect(regularizationTradeOffText()).toContain(`una vez cada ${REGULARIZATION_YEARS} años`);
  });

  it('when 45 dues are settled for the price of 23, it says all 45 are settled', () => {
    expect(regularizationSettles(45, 23)).toEqual({
      settles: 'tus 45 cuotas pendientes, todas',
      priceOf: '23 cuotas',
    });
    expect(regularizationSettles(24, 1).priceOf).toBe('1 cuota');
  });
});
