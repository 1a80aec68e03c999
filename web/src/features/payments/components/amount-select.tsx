import { EXTRAORDINARY_AMOUNTS } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { LightFieldItem } from '../../../components/light/light-field-item';

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
  const id = 'extraordinary-amount';
  return (
    <LightFieldItem id={id} label="Monto por cuota">
      <select
        id={id}
        className="l-input l-select pay-count"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={disabled}
      >
        {EXTRAORDINARY_AMOUNTS.map((n) => (
          <option key={n} value={n}>
            {formatMoney(n)}
          </option>
        ))}
      </select>
    </LightFieldItem>
  );
}
