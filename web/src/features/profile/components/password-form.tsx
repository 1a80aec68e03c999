import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { LightAlert } from '../../../components/light/light-alert';
import { LightField } from '../../../components/light/light-field';
import { LightSubmit } from '../../../components/light/light-submit';
import { failureMessage } from '../../../api/client';
import { updatePassword } from '../api/update-password';
import { PROFILE_MESSAGES, requiredWith } from '../profile-rules';

interface Values {
  current_password?: string;
  new_password?: string;
}

/** What the screen says when the API's success carries no text of its own. */
const PASSWORD_CHANGED = 'Contraseña actualizada exitosamente.';
const FAILED = 'No pudimos cambiar tu contraseña. Revisa tu conexión e inténtalo nuevamente.';
const currentRule = requiredWith(PROFILE_MESSAGES.currentPassword);
const newRule = requiredWith(PROFILE_MESSAGES.newPassword);

/** SPEC §5: both empty → both 'requerida' messages; every other rule is the server's, under its field. */
export function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setDone(null);
    const result = await updatePassword({
      current_password: values.current_password ?? '',
      new_password: values.new_password ?? '',
    });
    if (result.ok && result.data?.status !== false) {
      setDone(result.data?.data || PASSWORD_CHANGED);
      return undefined;
    }
    const errors = result.validations?.errors;
    if (errors?.current_password || errors?.new_password) {
      return { current_password: errors.current_password?.[0], new_password: errors.new_password?.[0] };
    }
    return { [FORM_ERROR]: failureMessage(result, FAILED) };
  };
  return (
    <Form<Values>
      onSubmit={async (values, form) => {
        const errors = await submit(values);
        if (!errors) setTimeout(() => form.restart());
        return errors;
      }}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="profile-password" aria-label="Cambiar contraseña">
          {/* Errors are read with their field, not announced as they appear, as on the data form. */}
          <LightField
            name="current_password"
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            validate={currentRule}
            quietError
          />
          <LightField
            name="new_password"
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            validate={newRule}
            extra="Mínimo 8 caracteres."
            quietError
          />
          {submitError && <LightAlert type="error" title={submitError as string} />}
          {done && <LightAlert type="success" role="status" title={done} />}
          <LightSubmit busy={submitting} block={false}>
            Cambiar contraseña
          </LightSubmit>
        </form>
      )}
    />
  );
}
