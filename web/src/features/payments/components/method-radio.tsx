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
  /**
   * Whether the method is known: a saved card's read decides the one a screen starts on. Until then
   * neither is ticked (never Webpay first, then a switch), and the rest of the form is already there.
   */
  settled?: boolean;
}

/** 'Método de pago': a real fieldset, so screen readers announce the group with its legend. */
export function MethodRadio({ value, onChange, disabled, settled = true }: MethodRadioProps) {
  return (
    <fieldset className="pay-fieldset" aria-busy={!settled || undefined}>
      <legend className="pay-legend">Método de pago</legend>
      <LightRadioButtons
        name="payment-method"
        value={settled ? value : null}
        disabled={disabled || !settled}
        onChange={onChange}
        options={METHOD_OPTIONS}
      />
    </fieldset>
  );
}
