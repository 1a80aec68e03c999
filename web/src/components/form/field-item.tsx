import type { ReactNode } from 'react';
import { Form } from 'antd';

interface FieldItemProps {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control and error message, linked for screen readers (the message is announced). */
export function FieldItem({ id, label, error, extra, required, children }: FieldItemProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={extra}
      layout="vertical"
    >
      {children}
    </Form.Item>
  );
}

/** aria attributes for the control inside a FieldItem. */
export const ariaFor = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
