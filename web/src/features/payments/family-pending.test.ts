import { describe, expect, it } from 'vitest';
import { familyPending } from './family-pending';

const tomas = { id: 2, nombre_completo: 'Tomás Muñoz Pérez', al_dia_hasta: '2026-08' };
const sofia = { id: 3, nombre_completo: 'Sofía Muñoz Pérez', al_dia_hasta: null };
const ana = { id: 4, nombre_completo: 'Ana Muñoz Pérez', al_dia_hasta: '2026-11' };

describe('familyPending', () => {
  it('when the member is al día and her son owes 3, 3 are pending, and they are his', () => {
    expect(familyPending(0, [tomas, sofia, ana], '2026-11')).toEqual({
      total: 3,
      people: [{ id: 2, name: 'De Tomás', count: 3 }],
    });
  });

  it('when both owe, the member’s come first', () => {
    expect(familyPending(2, [tomas], '2026-11')).toEqual({
      total: 5,
      people: [
        { id: 'own', name: 'Tuyas', count: 2 },
        { id: 2, name: 'De Tomás', count: 3 },
      ],
    });
  });

  it('when no associated account owes dues, the member’s own count alone (an incorporation is not dues)', () => {
    expect(familyPending(3, [sofia, ana], '2026-11')).toEqual({ total: 3, people: [] });
  });
});
