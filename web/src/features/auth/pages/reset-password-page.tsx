import { useState } from 'react';
import { Alert, App, Button, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/form/text-field';
import { compose, minLength, required } from '../../../components/form/validators';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { failureMessage } from '../../../api/client';
import { resetPassword } from '../api/reset-password';
import { PublicLinks, UNDERLINE } from '../components/public-links';

const UNREACHABLE = 'No pudimos cambiar tu contraseña. Revisa tu conexión e inténtalo nuevamente.';
const NO_TOKEN = 'Este enlace no trae el código de recuperación. Pide un nuevo enlace.';

export default function ResetPasswordPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const onSubmit = async ({ password }: { password: string }) => {
    setTokenError(null);
    const result = await resetPassword({ password, token });
    if (result.ok && result.data?.status) {
      setDone(result.data.data); // shown once, in the box below (issue 16: no toast repeating it)
      return;
    }
    // SPEC §8: the first password error, else the token error.
    const errors = result.validations?.errors;
    const text = errors?.password?.[0] ?? errors?.token?.[0] ?? failureMessage(result, UNREACHABLE);
    // A link error stays in its box with the way to ask for another; one message, not a toast too.
    if (!errors?.password && errors?.token?.[0]) setTokenError(errors.token[0]);
    else void message.error(text);
  };

  if (done) {
    return (
      <>
        <PageTitle>Cambiar contraseña</PageTitle>
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />
        <ButtonLink to={paths.login} type="primary" size="large" block>
          Ir a iniciar sesión
        </ButtonLink>
      </>
    );
  }
  const problem = tokenError ?? (token ? null : NO_TOKEN);
  return (
    <>
      <PageTitle>Cambiar contraseña</PageTitle>
      <Typography.Paragraph>Escribe tu nueva contraseña, de al menos 8 caracteres.</Typography.Paragraph>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          description={
            <Link to={paths.recoverPassword} style={UNDERLINE}>
              Pedir un nuevo enlace
            </Link>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<{ password: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit}>
            <TextField
              name="password"
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              required
              validate={compose(required, minLength(8))}
            />
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              Cambiar contraseña
            </Button>
          </form>
        )}
      </Form>
      <PublicLinks backTo={paths.login} backText="Volver a iniciar sesión" />
    </>
  );
}
