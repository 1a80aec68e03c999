import { LightTag } from '../../../components/light/light-tag';
import { formatMoney } from '../../../domain/money';
import { formatMonthLong } from '../../../domain/months';
import { formatRut } from '../../../domain/rut';
import './payments.css';

export const MUST_PAY_INCORPORATION = 'Debe pagar incorporación';

interface AccountInfoProps {
  name: string;
  rut: string;
  alDiaHasta: string | null;
  valorCuota: number;
  own?: boolean;
}

/** One account as the dues screen lists it: name, RUT, paid-up date and dues value. */
export function AccountInfo({ name, rut, alDiaHasta, valorCuota, own }: AccountInfoProps) {
  return (
    <span className="pay-account">
      <span className="pay-account-name">
        {name}
        {own && <LightTag className="pay-own-tag">Tu cuenta</LightTag>}
      </span>
      <span className="pay-account-meta">RUT {formatRut(rut)}</span>
      <span className="pay-account-meta">
        {alDiaHasta ? `Al día hasta ${formatMonthLong(alDiaHasta)}` : MUST_PAY_INCORPORATION}
      </span>
      <span className="pay-account-meta">Valor cuota {formatMoney(valorCuota)}</span>
    </span>
  );
}
