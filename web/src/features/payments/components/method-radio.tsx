import { LightRadioButtons } from '../../../components/light/light-toggles';
import type { MetodoPago } from '../../../api/contract';

export const METHOD_OPTIONS: { value: MetodoPago; label: string }[] = [
  { value: 'webpay', label: 'Webpay' },
  { value: 'oneclick', label: 'OneClick' },
];

/** The query's `payment_method` when it names one of ours, else none. */
export const methodFromQuery = (value: string | null): MetodoPago | null =>
  value === 'oneclick' || value === 'webpay' ? value : null;

interface MethodRadioProps {
  value: MetodoPago;
  onChange: (method: MetodoPago) => void;
  disabled?: boolean;
}

/** 'Método de pago': a real fieldset, so screen readers announce the group with its legend. */
export function MethodRadio({ value, onChange, disabled }: MethodRadioProps) {
  return (
    <fieldset className="pay-fieldset">
      <legend className="pay-legend">Método de pago</legend>
      <LightRadioButtons
        name="payment-method"
        value={value}
        disabled={disabled}
        onChange={onChange}
        options={METHOD_OPTIONS}
      />
    </fieldset>
  );
}
