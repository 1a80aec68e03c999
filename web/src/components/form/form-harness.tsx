// A form for the field components' tests (imported by tests only, never by screens).
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';

interface FormHarnessProps {
  children: ReactNode;
  initial?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => void;
}

/** `children` in a form that shows its values as they are typed and submits with 'Enviar'. */
export function FormHarness({ children, initial, onSubmit = () => {} }: FormHarnessProps) {
  return (
    <Form onSubmit={(values) => onSubmit(values)} initialValues={initial}>
      {({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <output>{JSON.stringify(values)}</output>
          <button type="submit">Enviar</button>
        </form>
      )}
    </Form>
  );
}

/** The harness's values as it shows them. */
export const formValues = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');
