import { describe, expect, it } from 'vitest';
import { openDetail, openState } from './open-state';

describe('the words of an open payment', () => {
  it('when the bank approved it, it is en confirmación', () => {
    expect(openDetail(true)).toBe('en confirmación');
    expect(openState(true)).toBe('En confirmación');
  });

  it('when it was left at Webpay, it is never en confirmación', () => {
    expect(openState(false)).toBe('Sin terminar en Webpay');
  });

  it('when the API does not say, it is only in process', () => {
    expect(openState(undefined)).toBe('En proceso');
  });
});
