// The dues summary's 'Cuotas pendientes' counts the family's: the member pays for the accounts in
// their care on this same screen, so a member al día whose son owes 3 has 3 pending here, not 0.
import { monthsOwed } from '../payments-shared/incorporation-hint';
import { firstName } from '../../domain/names';

// The browser's month, as the dashboard and /my-account count an account's debt ('YYYY-MM'); by
// hand, not with dayjs, which this screen does not otherwise download.
const thisMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

export interface FamilyPending {
  total: number;
  /** Who owes them, when an associated account owes any (else the total says it all). */
  people: { id: number | 'own'; name: string; count: number }[];
}

/** `own` is the member's own pending dues; an account without a paid-up date owes its incorporation, not dues. */
export function familyPending(
  own: number,
  associated: readonly { id: number; nombre_completo: string; al_dia_hasta: string | null }[],
  currentMonth = thisMonth(),
): FamilyPending {
  const owing = associated
    .map((a) => ({
      id: a.id,
      // 'De Tomás': the account's full name is its checkbox's, a few lines away.
      name: `De ${firstName(a.nombre_completo)}`,
      count: a.al_dia_hasta ? monthsOwed(a.al_dia_hasta, currentMonth) : 0,
    }))
    .filter((p) => p.count > 0);
  const total = owing.reduce((sum, p) => sum + p.count, own);
  if (owing.length === 0) return { total, people: [] };
  return {
    total,
    people: [...(own > 0 ? [{ id: 'own' as const, name: 'Tuyas', count: own }] : []), ...owing],
  };
}
