import { useState } from 'react';
import { Alert, Button, Divider, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/form/text-field';
import { compose, required, rut } from '../../../components/form/validators';
import { cleanRut } from '../../../domain/rut';
import { external, paths } from '../../../app/paths';
import { startSession } from '../../../session/session';
import { fetchUser } from '../../../session/fetch-user';
import { login } from '../api/login';

interface LoginValues {
  rut: string;
  password: string;
}

const GENERIC_ERROR = 'No pudimos iniciar sesión. Revisa tu conexión e inténtalo nuevamente.';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async ({ rut: rawRut, password }: LoginValues) => {
    setError(null);
    const result = await login({ rut: cleanRut(rawRut), password });
    if (!result.ok || !result.data) {
      // Validation error: the first RUT error (SPEC §8); anything else: a plain retry message.
      setError(result.validations?.errors?.rut?.[0] ?? result.validations?.message ?? GENERIC_ERROR);
      return;
    }
    if (!result.data.flag || !result.data.token) {
      setError(result.data.msg);
      return;
    }
    const user = await fetchUser(result.data.token);
    if (!user) {
      setError(GENERIC_ERROR);
      return;
    }
    startSession(result.data.token, user);
    navigate(user.activo === 0 ? paths.validationPhoto : paths.dashboard, { replace: true });
  };

  return (
    <>
      <PageTitle>Bienvenido a tu Club</PageTitle>
      {params.get('status') === 'true' && (
        <Alert type="success" showIcon title="Email validado exitosamente." style={{ marginBottom: 16 }} />
      )}
      <Form<LoginValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField
              name="rut"
              label="RUT"
              placeholder="Ej: 123456785"
              extra="Sin puntos ni guion"
              autoComplete="username"
              required
              validate={compose(required, rut)}
            />
            <TextField
              name="password"
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              required
              validate={required}
            />
            {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              Ingresar
            </Button>
          </form>
        )}
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={paths.recoverPassword}>¿Olvidaste tu contraseña?</Link>
      </p>
      <Divider plain>¿Aún no eres socio?</Divider>
      <Link to={paths.register}>
        <Button size="large" block>
          Unirse
        </Button>
      </Link>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        ¿Necesitas ayuda? Escríbenos a <a href={external.contactEmail}>{external.contactEmailText}</a>
      </Typography.Paragraph>
    </>
  );
}
