import { useState } from 'react';
import { Field } from 'react-final-form';
import type { Rule } from '../form/validators';
import './light.css';

interface LightFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
  extra?: string;
  required?: boolean;
  validate?: Rule;
  readOnly?: boolean;
}

/** A labelled text input without antd (see light.css); errors are announced and aria-linked. */
export function LightField({
  name,
  label,
  type = 'text',
  extra,
  required,
  validate,
  ...rest
}: LightFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = `field-${name}`;
  return (
    <Field<string> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = meta.touched ? (meta.error as string | undefined) : undefined;
        const describedBy =
          [extra && `${id}-extra`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
        const isPassword = type === 'password';
        return (
          <div className="l-field">
            <label className={`l-label${required ? ' required' : ''}`} htmlFor={id}>
              {label}
            </label>
            <div className="l-input-wrap">
              <input
                {...input}
                {...rest}
                id={id}
                className={`l-input${isPassword ? ' with-toggle' : ''}`}
                type={isPassword && !visible ? 'password' : 'text'}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                aria-required={required || undefined}
              />
              {isPassword && (
                <button
                  type="button"
                  className="l-toggle"
                  aria-pressed={visible}
                  aria-controls={id}
                  aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  onClick={() => setVisible((v) => !v)}
                >
                  {visible ? 'Ocultar' : 'Mostrar'}
                </button>
              )}
            </div>
            {extra && (
              <div className="l-extra" id={`${id}-extra`}>
                {extra}
              </div>
            )}
            {error && (
              <div className="l-error" id={`${id}-error`} role="alert">
                {error}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}
