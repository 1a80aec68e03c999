import type { ReactNode } from 'react';
import { Select } from 'antd';
import { Field } from 'react-final-form';
import { FieldItem, ariaFor } from './field-item';
import { fieldError } from '../field-error';
import type { Rule } from './validators';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string | number> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  validate?: Rule;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  required?: boolean;
  extra?: ReactNode;
  /** Offers a clear button (keyboard: Backspace on the empty search also clears). */
  allowClear?: boolean;
  /** Typing filters the options, ignoring accents and case ('nunoa' finds 'Ñuñoa'). */
  searchable?: boolean;
  /** Runs after the member changed the value (e.g. a region clears its commune). */
  onValueChange?: (value: V | undefined) => void;
  notFoundContent?: ReactNode;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A react-final-form field over antd's Select, with its label, error and aria links. */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  validate,
  required,
  extra,
  searchable = true,
  onValueChange,
  ...rest
}: SelectFieldProps<V>) {
  const id = `field-${name}`;
  return (
    <Field<V | undefined> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem id={id} label={label} error={error} extra={extra} required={required}>
            <Select<V>
              {...rest}
              {...ariaFor(id, error)}
              value={input.value === '' || input.value === null ? undefined : input.value}
              options={options as SelectOption<V>[]}
              onChange={(value) => {
                input.onChange(value ?? undefined);
                onValueChange?.(value ?? undefined);
              }}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              showSearch={
                searchable
                  ? {
                      filterOption: (typed, option) =>
                        fold(String(option?.label ?? '')).includes(fold(typed)),
                    }
                  : false
              }
              status={error ? 'error' : undefined}
              size="large"
              style={{ width: '100%' }}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
