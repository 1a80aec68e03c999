import { useState } from 'react';
import { Alert, Button } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/text-field';
import { failureMessage } from '../../../api/client';
import { updatePassword } from '../api/update-password';
import { PROFILE_MESSAGES, requiredWith } from '../profile-rules';

interface Values {
  current_password?: string;
  new_password?: string;
}

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
    if (result.ok && result.data?.status) {
      setDone(result.data.data);
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
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="profile-password" aria-label="Cambiar contraseña">
          <TextField
            name="current_password"
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            validate={currentRule}
          />
          <TextField
            name="new_password"
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            validate={newRule}
            extra="Mínimo 8 caracteres."
          />
          {submitError && <Alert type="error" showIcon role="alert" title={submitError as string} />}
          {done && <Alert type="success" showIcon role="status" title={done} />}
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            Cambiar contraseña
          </Button>
        </form>
      )}
    />
  );
}
