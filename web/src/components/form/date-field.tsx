import type { ReactNode } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Field } from 'react-final-form';
import { FieldItem, ariaFor, fieldError } from './field-item';
import type { Rule } from './validators';

const WIRE = 'YYYY-MM-DD';
// Shown as day/month/year, as Chileans write dates; typing with dashes or without separators works too.
const DISPLAY = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'DDMMYYYY'];

interface DateFieldProps {
  name: string;
  label: ReactNode;
  validate?: Rule;
  required?: boolean;
  disabled?: boolean;
  extra?: ReactNode;
  /** Birth dates: days after today cannot be picked. */
  noFuture?: boolean;
  /** Where the calendar opens when the field is empty (e.g. 30 years back for a birth date). */
  openAt?: Dayjs;
}

/**
 * A react-final-form field over antd's DatePicker (Spanish from the ConfigProvider). The form holds
 * the wire form, an ISO 'YYYY-MM-DD' string, so the value goes to the API as it is.
 */
export function DateField({
  name,
  label,
  validate,
  required,
  extra,
  noFuture,
  openAt,
  disabled,
}: DateFieldProps) {
  const id = `field-${name}`;
  return (
    <Field<string> name={name} validate={validate as never}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const value = input.value ? dayjs(input.value, WIRE) : null;
        return (
          <FieldItem id={id} label={label} error={error} extra={extra} required={required}>
            <DatePicker
              {...ariaFor(id, error)}
              value={value && value.isValid() ? value : null}
              onChange={(d) => input.onChange(d ? d.format(WIRE) : '')}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              format={DISPLAY}
              placeholder="dd/mm/aaaa"
              disabled={disabled}
              disabledDate={noFuture ? (d) => d.isAfter(dayjs(), 'day') : undefined}
              defaultPickerValue={openAt}
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
