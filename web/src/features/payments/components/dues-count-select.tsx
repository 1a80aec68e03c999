import { duesText } from '../../../domain/dues-text';
import { duesCountOptions } from '../../../domain/fees';
import { LightFieldItem, lightAria } from '../../../components/light/light-field-item';

export const COUNT_PLACEHOLDER = 'Selecciona';

interface DuesCountSelectProps {
  id: string;
  label?: string;
  /** SPEC §5: min_cuotas for an incorporation, otherwise 1. */
  min: number;
  value: number;
  onChange: (count: number) => void;
  error?: string;
  disabled?: boolean;
  extra?: string;
}

/**
 * The dues-count dropdown: option 0 is the placeholder, then the minimum up to 24. The browser's own
 * select: a phone opens its picker, and arrows and type-ahead work as everywhere.
 */
export function DuesCountSelect({
  id,
  label = 'Cantidad de cuotas',
  min,
  value,
  onChange,
  error,
  disabled,
  extra,
}: DuesCountSelectProps) {
  return (
    <LightFieldItem id={id} label={label} error={error} extra={extra}>
      <select
        id={id}
        className="l-input l-select pay-count"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={disabled}
        {...lightAria(id, extra, error)}
      >
        {duesCountOptions(min).map((n) => (
          <option key={n} value={n}>
            {n === 0 ? COUNT_PLACEHOLDER : duesText(n)}
          </option>
        ))}
      </select>
    </LightFieldItem>
  );
}
