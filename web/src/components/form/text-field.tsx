import type { ReactNode } from 'react';
import { Input } from 'antd';
import { Field } from 'react-final-form';
import { FieldItem, ariaFor } from './field-item';
import { fieldError } from '../field-error';
import type { Rule } from './validators';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  extra?: ReactNode;
  validate?: Rule;
  /** Rewrites the value as it is typed (e.g. a RUT's dots and dash). */
  format?: (value: string) => string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
}

export function TextField({
  name,
  label,
  type = 'text',
  format,
  validate,
  extra,
  required,
  ...rest
}: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <Field<string>
      name={name}
      validate={validate as never}
      parse={(v) => (format ? format(v ?? '') : (v ?? ''))}
    >
      {({ input, meta }) => {
        const error = fieldError(meta);
        const Control = type === 'password' ? Input.Password : Input;
        return (
          <FieldItem id={id} label={label} error={error} extra={extra} required={required}>
            <Control
              {...input}
              {...rest}
              {...ariaFor(id, error)}
              type={type === 'password' ? undefined : type}
              value={input.value ?? ''}
              status={error ? 'error' : undefined}
              size="large"
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
