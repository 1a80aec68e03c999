import { Select } from 'antd';
import { duesCountOptions } from '../../../domain/fees';
import { FieldItem, ariaFor } from '../../../components/form/field-item';

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

/** The dues-count dropdown: option 0 is the placeholder, then the minimum up to 24. */
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
  const options = duesCountOptions(min).map((n) => ({
    value: n,
    label: n === 0 ? COUNT_PLACEHOLDER : `${n} ${n === 1 ? 'cuota' : 'cuotas'}`,
  }));
  return (
    <FieldItem id={id} label={label} error={error} extra={extra}>
      <Select<number>
        {...ariaFor(id, error)}
        value={value}
        onChange={onChange}
        options={options}
        disabled={disabled}
        status={error ? 'error' : undefined}
        size="large"
        virtual={false}
        style={{ width: '100%', maxWidth: 320 }}
      />
    </FieldItem>
  );
}
