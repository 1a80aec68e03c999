import { useRef, useState } from 'react';
import { Field } from 'react-final-form';
import type { Rule } from '../form/validators';
import { LightFieldItem, lightAria } from './light-field-item';
import { fieldError } from '../field-error';
import { useKeptBeforeReady } from './use-kept-before-ready';
import './light.css';

interface LightFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  extra?: string;
  required?: boolean;
  /** See LightFieldItem. */
  quietError?: boolean;
  validate?: Rule;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** Rewrites the value as it is typed (e.g. a RUT's dots and dash). */
  format?: (value: string) => string;
}

/**
 * A labelled text input without antd (see light.css); errors are announced and aria-linked. Live
 * from the pre-rendered markup's first paint: what is typed there reaches the form once the app runs.
 */
export function LightField({
  name,
  label,
  type = 'text',
  extra,
  required,
  validate,
  format,
  quietError,
  ...rest
}: LightFieldProps) {
  const [visible, setVisible] = useState(false);
  const control = useRef<HTMLInputElement>(null);
  useKeptBeforeReady(name, control, (element) => (format ? format(element.value) : element.value));
  const id = `field-${name}`;
  return (
    <Field<string>
      name={name}
      validate={validate as never}
      parse={(v) => (format ? format(v ?? '') : (v ?? ''))}
    >
      {({ input, meta }) => {
        const error = fieldError(meta);
        const isPassword = type === 'password';
        return (
          <LightFieldItem
            id={id}
            label={label}
            required={required}
            extra={extra}
            error={error}
            quietError={quietError}
          >
            <div className="l-input-wrap">
              <input
                {...input}
                {...rest}
                id={id}
                ref={control}
                className={`l-input${isPassword ? ' with-toggle' : ''}`}
                type={isPassword ? (visible ? 'text' : 'password') : type}
                aria-required={required || undefined}
                {...lightAria(id, extra, error)}
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
          </LightFieldItem>
        );
      }}
    </Field>
  );
}
