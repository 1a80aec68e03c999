import type { ReactNode } from 'react';
import { LightFieldItem, lightAria } from './light-field-item';
import './light.css';

interface LightSelectProps {
  id: string;
  label: string;
  options: readonly { value: number; label: string }[];
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  error?: string;
  extra?: ReactNode;
  /** The feature's own class for the control's width (a payment's narrow count), never a look. */
  className?: string;
}

/**
 * A native select held by the screen's state rather than a form (LightSelectField): a payment's dues
 * count or amount. Named by its label and described by its hint and error, like every field.
 */
export function LightSelect({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
  error,
  extra,
  className,
}: LightSelectProps) {
  return (
    <LightFieldItem id={id} label={label} error={error} extra={extra}>
      <select
        id={id}
        className={className ? `l-input l-select ${className}` : 'l-input l-select'}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={disabled}
        {...lightAria(id, extra, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LightFieldItem>
  );
}
