import { Fragment, lazy, Suspense, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LightField } from '../../../components/light/light-field';
import { LightSubmit } from '../../../components/light/light-submit';
import { required } from '../../../components/form/validators';
import { cleanRut } from '../../../domain/rut';
import { paths, safeRedirect } from '../../../app/paths';
import { startSession } from '../../../session/session';
import { fetchUser } from '../../../api/shared/get-user';
import { login } from '../api/login';
import { HelpLine } from '../components/public-links';
import { RutLoginField } from '../components/rut-login-field';
import { useHydrated } from '../../../components/light/use-hydrated';

// Only after a refusal about the e-mail's validation: the login's first load does not carry it.
const ResendValidation = lazy(() => import('../components/resend-validation'));
/** The login's refusal is about the e-mail's validation (the API's own words: SPEC §8 shows its msg). */
const asksForValidation = (message: string) => /valid/i.test(message);
import { failureMessage } from '../../../api/client';
import { LightNotice } from '../../../components/light/light-notice';
import { ButtonLink } from '../../../components/button-link';
import { PrefetchScreen } from '../../../app/next-screen';

interface LoginValues {
  rut: string;
  password: string;
}

const GENERIC_ERROR = 'No pudimos iniciar sesión. Revisa tu conexión e inténtalo nuevamente.';
// After 5 wrong passwords the API makes that connection wait before trying the RUT again, longer
// after each further mistake (429); the request helper only hands back the body of 400/422/500
// (SPEC §7), so the screen words this case itself, as the API does.
const TOO_MANY_ATTEMPTS = 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';

// The first screen members see, usually on a phone: pre-rendered, it paints at once; the next
// screen's code loads while the login is checked.
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Pre-rendered without a query: what the query adds (an ended session, a validated e-mail) is
  // drawn once hydrated, so the hydrated markup is the one the build wrote.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  // Where most members go next (a new member goes to the onboarding instead).
  const next = safeRedirect(params.get('redirect'));

  const onSubmit = async ({ rut: rawRut, password }: LoginValues) => {
    setError(null);
    const result = await login({ rut: cleanRut(rawRut), password });
    if (!result.ok || !result.data) {
      // Validation error: the first RUT error (SPEC §8); anything else: a plain retry message.
      const fallback = result.status === 429 ? TOO_MANY_ATTEMPTS : GENERIC_ERROR;
      setError(result.validations?.errors?.rut?.[0] ?? failureMessage(result, fallback));
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
    // Awaited (the router's navigation settles once the next screen's code and first data are in):
    // 'Ingresar' stays busy until then instead of looking idle on a slow phone.
    await navigate(user.activo === 0 ? paths.validationPhoto : next, {
      replace: true,
    });
  };

  // What the query adds, drawn once hydrated (above). It goes above the form: the form and what
  // follows are then drawn afresh below it, not pushed down, a layout shift where new nodes are not.
  // Inside the Form, whose state holds what was typed before the app ran (use-kept-before-ready.ts).
  const notice = hydrated ? queryNotice(params) : null;
  return (
    <>
      <h1 className="l-title">Bienvenido a tu Club</h1>
      <Form<LoginValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, values }) => (
          <Fragment key={notice ? 'below-notice' : 'as-built'}>
            {notice}
            <form onSubmit={handleSubmit} noValidate aria-label="Ingreso de socios">
              <RutLoginField />
              <LightField
                name="password"
                label="Contraseña"
                type="password"
                autoComplete="current-password"
                required
                validate={required}
              />
              {error && <LightNotice type="error">{error}</LightNotice>}
              <LightSubmit busy={submitting}>Ingresar</LightSubmit>
              {submitting && <PrefetchScreen page={next} />}
              {error && asksForValidation(error) && (
                <Suspense fallback={null}>
                  <ResendValidation rut={values.rut ?? ''} />
                </Suspense>
              )}
            </form>
            <p className="l-center">
              <Link className="l-link" to={paths.recoverPassword}>
                ¿Olvidaste tu contraseña?
              </Link>
            </p>
            <div className="l-divider">¿Aún no eres socio?</div>
            <ButtonLink to={paths.register} size="large" block>
              Unirse
            </ButtonLink>
            <HelpLine marginTop={24} />
          </Fragment>
        )}
      </Form>
    </>
  );
}

/** What the login's query has to say: an ended session, an e-mail just validated; null: nothing. */
function queryNotice(params: URLSearchParams) {
  const ended = params.get('sesion') === 'terminada';
  const validated = params.get('status') === 'true';
  if (!ended && !validated) return null;
  return (
    <>
      {ended && (
        <LightNotice type="info" role="status">
          Tu sesión terminó. Ingresa de nuevo.
        </LightNotice>
      )}
      {validated && (
        <LightNotice type="success" role="status">
          Email validado exitosamente.
        </LightNotice>
      )}
    </>
  );
}
