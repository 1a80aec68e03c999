import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LightField } from '../../../components/light/light-field';
import { LightSubmit } from '../../../components/light/light-submit';
import { showToast } from '../../../components/light/toast';
import { compose, minLength, required } from '../../../components/form/validators';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { failureMessage } from '../../../api/client';
import { resetPassword } from '../api/reset-password';
import { PublicLinks } from '../components/public-links';
import { LightNotice } from '../../../components/light/light-notice';
import { useHydrated } from '../../../components/light/use-hydrated';

const UNREACHABLE = 'No pudimos cambiar tu contraseña. Revisa tu conexión e inténtalo nuevamente.';
/** What the screen says when the API's success carries no text of its own. */
const PASSWORD_RESET = 'Tu contraseña fue actualizada. Ya puedes ingresar.';
const NO_TOKEN = 'Este enlace no trae el código de recuperación. Pide un nuevo enlace.';

// Opened from the recovery e-mail, usually on a phone.
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Pre-rendered as the e-mail's link opens it, with a token (the form): a link without one is told
  // so once hydrated, so the hydrated markup is the one the build wrote.
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const onSubmit = async ({ password }: { password: string }) => {
    setTokenError(null);
    const result = await resetPassword({ password, token });
    if (result.ok && result.data?.status !== false) {
      setDone(result.data?.data || PASSWORD_RESET); // shown once, in the box below (no toast repeating it)
      return;
    }
    // SPEC §8: the first password error, else the token error.
    const errors = result.validations?.errors;
    const text = errors?.password?.[0] ?? errors?.token?.[0] ?? failureMessage(result, UNREACHABLE);
    // A link error stays in its box with the way to ask for another; one message, not a toast too.
    if (!errors?.password && errors?.token?.[0]) setTokenError(errors.token[0]);
    else showToast(text);
  };

  if (done) {
    return (
      <>
        <PageTitle>Cambiar contraseña</PageTitle>
        <LightNotice type="success" role="status">
          {done}
        </LightNotice>
        <ButtonLink to={paths.login} type="primary" size="large" block>
          Ir a iniciar sesión
        </ButtonLink>
      </>
    );
  }
  const problem = tokenError ?? (token || !hydrated ? null : NO_TOKEN);
  return (
    <>
      <PageTitle>Cambiar contraseña</PageTitle>
      <p className="l-paragraph">Escribe tu nueva contraseña, de al menos 8 caracteres.</p>
      {problem && (
        <LightNotice
          type="error"
          description={
            <Link className="l-link" to={paths.recoverPassword}>
              Pedir un nuevo enlace
            </Link>
          }
        >
          {problem}
        </LightNotice>
      )}
      <Form<{ password: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit}>
            <LightField
              name="password"
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              required
              validate={compose(required, minLength(8))}
            />
            <LightSubmit busy={submitting}>Cambiar contraseña</LightSubmit>
          </form>
        )}
      </Form>
      <PublicLinks backTo={paths.login} backText="Volver a iniciar sesión" />
    </>
  );
}
