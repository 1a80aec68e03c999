import { duesText } from '../../../domain/dues-text';
import { duesCountOptions } from '../../../domain/fees';
import { LightSelect } from '../../../components/light/light-select';

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
    <LightSelect
      id={id}
      label={label}
      className="pay-count"
      options={duesCountOptions(min).map((n) => ({
        value: n,
        label: n === 0 ? COUNT_PLACEHOLDER : duesText(n),
      }))}
      value={value}
      onChange={onChange}
      error={error}
      extra={extra}
      disabled={disabled}
    />
  );
}
