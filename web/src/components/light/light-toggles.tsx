// Choices held by the screen's own state (not a form field): radios drawn as a row of buttons, and
// a checkbox with a rich label. Native inputs underneath: arrows move within the radios, Space ticks
// the box, and screen readers announce them as what they are.
import type { ReactNode } from 'react';
import './light-blocks.css';

interface RadioButtonsProps<V extends string> {
  name: string;
  /** null: none chosen yet. */
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** Radios drawn as joined buttons, the chosen one filled (antd's Radio.Group optionType="button"). */
export function LightRadioButtons<V extends string>({
  name,
  value,
  options,
  onChange,
  disabled,
}: RadioButtonsProps<V>) {
  return (
    <div className="l-radio-buttons">
      {options.map((o) => (
        <label key={o.value} className="l-radio-button">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

interface CheckboxProps {
  checked: boolean;
  disabled?: boolean;
  /** Ticked and not changeable, but not unavailable: drawn fully legible. */
  locked?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}

/** A checkbox beside its label, the box on the label's first line (antd's Checkbox). */
export function LightCheckbox({ checked, disabled, locked, onChange, children }: CheckboxProps) {
  return (
    <label className={`l-checkbox${locked ? ' is-locked' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled || locked}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className="l-checkbox__label">{children}</span>
    </label>
  );
}
