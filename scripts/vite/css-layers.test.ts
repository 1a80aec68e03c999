import { describe, expect, it } from 'vitest';
import { layerOf } from './css-layers';

describe('the stylesheets’ cascade layers', () => {
  it('put the base under the kit under the shared parts, and leave a feature’s in no layer', () => {
    expect(layerOf('/repo/web/src/app/global.css')).toBe('global');
    expect(layerOf('/repo/web/src/components/light/light.css')).toBe('kit');
    expect(layerOf('/repo/web/src/components/credential-card.css')).toBe('components');
    expect(layerOf('/repo/web/src/layout/main-menu.css')).toBe('components');
    expect(layerOf('/repo/web/src/features/payments/components/payments.css')).toBeNull();
    expect(layerOf('/repo/web/src/app/reads.tsx')).toBeNull();
  });
});
