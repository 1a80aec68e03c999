import { LightCheckbox } from '../../../components/light/light-toggles';
import type { AssociatedAccount } from '../../../api/contract';
import { incorporationHint } from '../../payments-shared/incorporation-hint';
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

/** Why the member's own box cannot be unticked (SPEC §2): the count applies to every account paid. */
export const OWN_ALWAYS_INCLUDED =
  'Tu cuenta va siempre incluida: cada pago cubre la misma cantidad de cuotas tuyas y de cada cuenta que marques.';

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
          <LightCheckbox checked locked>
            <AccountInfo {...own} own />
          </LightCheckbox>
          {associated.length > 0 && <p className="pay-note pay-account-hint">{OWN_ALWAYS_INCLUDED}</p>}
        </li>
        {associated.map((a) => (
          <li key={a.id}>
            <LightCheckbox
              checked={selected.includes(a.id)}
              disabled={disabled || a.al_dia_hasta === null}
              onChange={(checked) => toggle(a.id, checked)}
            >
              <AccountInfo
                name={a.nombre_completo}
                rut={a.rut}
                alDiaHasta={a.al_dia_hasta}
                valorCuota={a.valor_cuota}
              />
            </LightCheckbox>
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
