import type { ReactNode } from 'react';
import { App, Button, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { UNDERLINE } from './public-links';
import { ContactFields, PersonalFields } from './register-fields';
import { AddressFields, PasswordFields } from './register-account-fields';
import { INITIAL_VALUES, submitToasts, type RegisterValues } from './register-rules';

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** Shown above the button: the server's refusals. */
  errors?: ReactNode;
}

/** The sign-up form of SPEC §3. A refused submit says so in a toast (SPEC §8) and marks each field. */
export function RegisterForm({ onSubmit, errors }: RegisterFormProps) {
  const { message } = App.useApp();
  return (
    // Subscribed to two flags only: each field re-renders itself, the form does not on every keystroke.
    <Form<RegisterValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      subscription={{ submitting: true, hasValidationErrors: true }}
    >
      {({ handleSubmit, submitting, hasValidationErrors, form }) => (
        <form
          noValidate
          aria-label="Formulario de registro"
          onSubmit={(event) => {
            if (hasValidationErrors)
              submitToasts(form.getState().values).forEach((text) => void message.error(text));
            return handleSubmit(event);
          }}
        >
          <Typography.Paragraph type="secondary">
            Los campos marcados con * son obligatorios.
          </Typography.Paragraph>
          <PersonalFields />
          <ContactFields />
          <AddressFields />
          <PasswordFields />
          {errors}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            Registrarme
          </Button>
          <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            ¿Ya eres socio?{' '}
            <Link to={paths.login} style={UNDERLINE}>
              Inicia sesión
            </Link>
          </p>
        </form>
      )}
    </Form>
  );
}
