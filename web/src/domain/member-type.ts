// 'Tipo de socio' by name, never the raw code (docs/style-guide.md). The club's codes carry no names
// (SPEC §3: tipo_socio; §9: only category 13 is special), and what sets a member's dues is the
// bracket of SPEC §9 (age first, then category 13), so the name is the bracket's row in the fee
// schedule: Tomás, code 1 and ten years old, is 'Infantil', not 'Adulto'.
import { ageOn } from './age';
import { bracketFees } from './fee-schedule';
import { feeBracket } from './fees';

/** 'Adulto', 'Infantil', 'Juvenil', 'Adulto mayor' or 'Categoría especial'; '' without a birth date. */
export function memberTypeName(tipoSocio: number | null, birthDate: string, today: string): string {
  let age: number;
  try {
    age = ageOn(birthDate, today);
  } catch {
    return tipoSocio === 13 ? bracketFees('category13').name : '';
  }
  return bracketFees(feeBracket(age, tipoSocio)).name;
}
