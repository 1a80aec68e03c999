// Choice controls for the light screens (no antd): a native <select>, radios and a date input. The
// browser's own widgets: a phone opens its picker, type-ahead and arrow keys work as everywhere.
// Live from the pre-rendered markup's first paint: a choice made there reaches the form once the
// app runs (use-kept-before-ready.ts).
import { useRef, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import type { Rule } from '../form/validators';
import { LightFieldItem, LightHints, lightAria } from './light-field-item';
import { fieldError } from '../field-error';
import { useKeptBeforeReady } from './use-kept-before-ready';
import './light.css';

interface Choice<V extends string | number> {
  value: V;
  label: string;
}

interface SelectProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly Choice<V>[];
  placeholder: string;
  validate?: Rule;
  required?: boolean;
  disabled?: boolean;
  /** Its options are still being read: said to assistive technology, and to what waits for a settled screen. */
  busy?: boolean;
  extra?: ReactNode;
  /** See LightFieldItem. */
  quietError?: boolean;
  onValueChange?: () => void;
}

/** A native select; the form holds the option's value (a number stays a number). */
export function LightSelectField<V extends string | number>({
  name,
  label,
  options,
  placeholder,
  validate,
  required,
  disabled,
  busy,
  extra,
  quietError,
  onValueChange,
}: SelectProps<V>) {
  const id = `field-${name}`;
  const control = useRef<HTMLSelectElement>(null);
  useKeptBeforeReady(
    name,
    control,
    (element) => options.find((o) => String(o.value) === element.value)?.value,
  );
  return (
    <Field<V | undefined> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <LightFieldItem
            id={id}
            label={label}
            required={required}
            extra={extra}
            error={error}
            quietError={quietError}
          >
            <select
              id={id}
              ref={control}
              name={input.name}
              className="l-input l-select"
              value={input.value === undefined || input.value === null ? '' : String(input.value)}
              onChange={(event) => {
                const chosen = options.find((o) => String(o.value) === event.target.value);
                input.onChange(chosen?.value);
                onValueChange?.();
              }}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              disabled={disabled}
              aria-busy={busy || undefined}
              aria-required={required || undefined}
              {...lightAria(id, extra, error)}
            >
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </LightFieldItem>
        );
      }}
    </Field>
  );
}

interface RadioProps<V extends string | boolean> {
  name: string;
  label: string;
  options: readonly { value: V; label: string }[];
  validate?: Rule;
  required?: boolean;
  /** One option a line (a yes/no whose labels are long), instead of side by side. */
  vertical?: boolean;
}

/**
 * Native radios in a radio group named by its legend; the error is the group's description. The
 * form holds the option's value (true/false stay booleans).
 */
export function LightRadioField<V extends string | boolean>({
  name,
  label,
  options,
  validate,
  required,
  vertical,
}: RadioProps<V>) {
  const id = `field-${name}`;
  const group = useRef<HTMLFieldSetElement>(null);
  useKeptBeforeReady(name, group, (element) => {
    const checked = element.querySelector<HTMLInputElement>('input:checked');
    return options.find((o) => String(o.value) === checked?.value)?.value;
  });
  return (
    <Field<V> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <fieldset
            className="l-field l-fieldset"
            id={id}
            ref={group}
            role="radiogroup"
            aria-labelledby={`${id}-label`}
            {...lightAria(id, undefined, error)}
          >
            <legend id={`${id}-label`} className={`l-label${required ? ' required' : ''}`}>
              {label}
            </legend>
            <div className={vertical ? 'l-radios is-vertical' : 'l-radios'}>
              {options.map((o) => (
                <label key={String(o.value)} className="l-radio">
                  <input
                    type="radio"
                    name={input.name}
                    value={String(o.value)}
                    checked={input.value === o.value}
                    onChange={() => {
                      input.onChange(o.value);
                      input.onBlur();
                    }}
                  />
                  {o.label}
                </label>
              ))}
            </div>
            <LightHints id={id} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}

interface DateProps {
  name: string;
  label: string;
  validate?: Rule;
  required?: boolean;
  /** The latest day that can be picked, as YYYY-MM-DD (a birth date: today). */
  max?: string;
}

/** A native date input; the form holds the wire form, an ISO 'YYYY-MM-DD' string. */
export function LightDateField({ name, label, validate, required, max }: DateProps) {
  const id = `field-${name}`;
  const control = useRef<HTMLInputElement>(null);
  useKeptBeforeReady(name, control, (element) => element.value);
  return (
    <Field<string> name={name} validate={validate as never} parse={(v) => v ?? ''}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <LightFieldItem id={id} label={label} required={required} error={error}>
            <input
              {...input}
              id={id}
              type="date"
              ref={control}
              className="l-input"
              max={max}
              aria-required={required || undefined}
              {...lightAria(id, undefined, error)}
            />
          </LightFieldItem>
        );
      }}
    </Field>
  );
}
