import { Select } from 'antd';
import { EXTRAORDINARY_AMOUNTS } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { FieldItem, ariaFor } from '../../../components/form/field-item';

interface AmountSelectProps {
  value: number;
  onChange: (amount: number) => void;
  disabled?: boolean;
}

/** The extraordinary contribution per dues: only the club's fixed amounts (SPEC §9). */
export function AmountSelect({ value, onChange, disabled }: AmountSelectProps) {
  const id = 'extraordinary-amount';
  return (
    <FieldItem id={id} label="Monto por cuota">
      <Select<number>
        {...ariaFor(id)}
        value={value}
        onChange={onChange}
        options={EXTRAORDINARY_AMOUNTS.map((n) => ({ value: n, label: formatMoney(n) }))}
        disabled={disabled}
        size="large"
        virtual={false}
        style={{ width: '100%', maxWidth: 320 }}
      />
    </FieldItem>
  );
}
