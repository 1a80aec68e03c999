import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { LightSubmit } from '../../../components/light/light-submit';
import { focusFirstError } from '../../../components/form/focus-first-error';
import { showToast } from '../../../components/light/toast';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ContactFields, PersonalFields } from './register-fields';
import { AddressFields, PasswordFields } from './register-account-fields';
import { INITIAL_VALUES, submitToasts, type RegisterValues } from './register-rules';

interface RegisterFormProps {
  /** Resolves to the server's errors by field name, shown under each field, or nothing. */
  onSubmit: (values: RegisterValues) => Promise<Record<string, string> | undefined>;
  /** Shown above the button: the server's refusals. */
  errors?: ReactNode;
}

/** The sign-up form of SPEC §3. A refused submit says so in a toast (SPEC §8) and marks each field. */
export function RegisterForm({ onSubmit, errors }: RegisterFormProps) {
  return (
    // Subscribed to one flag only: each field re-renders itself, the form does not on every keystroke.
    <Form<RegisterValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          className="l-marks-required"
          aria-label="Formulario de registro"
          onSubmit={(event) => {
            // The form's state now, not at its last render: a press taken as the app starts comes
            // before the form has rendered what the fields handed it (boot/handover.ts).
            const refused = form.getState().hasValidationErrors;
            const element = event.currentTarget;
            if (refused) submitToasts(form.getState().values).forEach((text) => showToast(text));
            const result = handleSubmit(event);
            if (refused) focusFirstError(element);
            return result;
          }}
        >
          <p className="l-paragraph l-muted">Los campos marcados con * son obligatorios.</p>
          <PersonalFields />
          <ContactFields />
          <AddressFields />
          <PasswordFields />
          {errors}
          <LightSubmit busy={submitting}>Registrarme</LightSubmit>
          <p className="l-center" style={{ marginTop: 16, marginBottom: 0 }}>
            ¿Ya eres socio?{' '}
            <Link className="l-link" to={paths.login}>
              Inicia sesión
            </Link>
          </p>
        </form>
      )}
    </Form>
  );
}
