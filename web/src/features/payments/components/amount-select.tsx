import { EXTRAORDINARY_AMOUNTS } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { LightSelect } from '../../../components/light/light-select';

interface AmountSelectProps {
  value: number;
  onChange: (amount: number) => void;
  disabled?: boolean;
}

/**
 * The extraordinary contribution per dues: only the club's fixed amounts (SPEC §9). The browser's own
 * select, like the dues count beside it: a phone opens its picker.
 */
export function AmountSelect({ value, onChange, disabled }: AmountSelectProps) {
  return (
    <LightSelect
      id="extraordinary-amount"
      label="Monto por cuota"
      className="pay-count"
      options={EXTRAORDINARY_AMOUNTS.map((n) => ({ value: n, label: formatMoney(n) }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
