import { Checkbox } from 'antd';
import type { AssociatedAccount } from '../../../api/contract';
import { incorporationHint } from '../../../components/incorporation-hint';
import { AccountInfo } from './account-info';

interface OwnAccount {
  name: string;
  rut: string;
  alDiaHasta: string | null;
  valorCuota: number;
}

interface DuesAccountsProps {
  own: OwnAccount;
  associated: AssociatedAccount[];
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/**
 * Whose dues are paid: the member's own account always (ticked and locked), plus any associated
 * account that has a paid-up date (SPEC §6: without one it must pay its incorporation first).
 */
export function DuesAccounts({ own, associated, selected, onChange, disabled }: DuesAccountsProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-legend">Cuentas a pagar</legend>
      <ul className="pay-accounts">
        <li className="pay-own">
          <Checkbox checked disabled>
            <AccountInfo {...own} own />
          </Checkbox>
        </li>
        {associated.map((a) => (
          <li key={a.id}>
            <Checkbox
              checked={selected.includes(a.id)}
              disabled={disabled || a.al_dia_hasta === null}
              onChange={(e) => toggle(a.id, e.target.checked)}
            >
              <AccountInfo
                name={a.nombre_completo}
                rut={a.rut}
                alDiaHasta={a.al_dia_hasta}
                valorCuota={a.valor_cuota}
              />
            </Checkbox>
            {a.al_dia_hasta === null && (
              <p className="pay-note pay-account-hint">{incorporationHint(a.nombre_completo)}</p>
            )}
          </li>
        ))}
      </ul>
      {associated.length === 0 && (
        <p className="pay-note">No tienes cuentas asociadas. Solo pagarás tus cuotas.</p>
      )}
    </fieldset>
  );
}
