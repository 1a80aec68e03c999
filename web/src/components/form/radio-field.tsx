import type { ReactNode } from 'react';
import { Radio } from 'antd';
import { Field } from 'react-final-form';
import { FieldItem, fieldError } from './field-item';
import type { Rule } from './validators';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
}

interface RadioFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly RadioOption<V>[];
  validate?: Rule;
  required?: boolean;
  disabled?: boolean;
  extra?: ReactNode;
}

/**
 * A react-final-form field over antd's Radio.Group. The group is a labelled radiogroup (arrow keys
 * move between the native radios), and its error is linked as the group's description.
 */
export function RadioField<V extends string | number>({
  name,
  label,
  options,
  validate,
  required,
  disabled,
  extra,
}: RadioFieldProps<V>) {
  const id = `field-${name}`;
  return (
    <Field<V> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem
            id={id}
            label={<span id={`${id}-label`}>{label}</span>}
            error={error}
            extra={extra}
            required={required}
          >
            <Radio.Group
              id={id}
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
              value={input.value === '' ? undefined : input.value}
              onChange={(e) => {
                input.onChange(e.target.value as V);
                input.onBlur();
              }}
              disabled={disabled}
              options={options.map((o) => ({ value: o.value, label: o.label }))}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
