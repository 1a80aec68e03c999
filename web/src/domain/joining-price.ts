// What joining the club costs, said on the sign-up screen before it asks for anything: the
// incorporation fee and the first dues it includes, from the fee schedule (never written here).
import { FEE_BRACKETS, type FeeRow } from './fee-schedule';
import { duesText } from './dues-text';
import { formatMoney } from './money';

/** The incorporation payment of a bracket: its fee and its fewest dues. */
export const joiningTotal = (row: FeeRow) => row.incorporacion + row.minDues * row.dues;

/** 'hasta 12 años', 'de 13 a 17 años', 'desde 60 años'. */
const agesText = ({ from, to }: { from: number; to: number | null }) =>
  from === 0 ? `hasta ${to} años` : to === null ? `desde ${from} años` : `de ${from} a ${to} años`;

/**
 * Two sentences: the adult's price ('Hacerte socio cuesta $12.000: $6.000 de incorporación + 3
 * cuotas de $2.000…'), then how the age brackets differ, and whether their total does too.
 */
export function joiningPriceText(): { headline: string; others: string } {
  const adult = FEE_BRACKETS.find((row) => row.bracket === 'regular')!;
  const headline = `Hacerte socio cuesta ${formatMoney(joiningTotal(adult))}: ${formatMoney(adult.incorporacion)} de incorporación + ${duesText(adult.minDues)} de ${formatMoney(adult.dues)}, que pagas al terminar tu registro.`;
  const byAge = FEE_BRACKETS.filter((row): row is Extract<typeof row, { ages: object }> => 'ages' in row);
  const sameTotal = FEE_BRACKETS.every((row) => joiningTotal(row) === joiningTotal(adult));
  const ages = byAge.map((row) => `${row.name}, ${agesText(row.ages)}`).join('; ');
  const others = `Según tu edad cambian la cantidad y el valor de las cuotas (${ages})${
    sameTotal ? ', por el mismo total.' : ': verás tu total antes de pagar.'
  }`;
  return { headline, others };
}
