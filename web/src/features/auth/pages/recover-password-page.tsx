import { Form } from 'react-final-form';
import { PageTitle } from '../../../components/page-title';
import { LightSubmit } from '../../../components/light/light-submit';
import { showToast } from '../../../components/light/toast';
import { MESSAGES } from '../../../components/form/validators';
import { cleanRut } from '../../../domain/rut';
import { paths } from '../../../app/paths';
import { sendRecoverLink } from '../api/send-recover-link';
import { failureMessage } from '../../../api/client';
import { PublicLinks } from '../components/public-links';
import { RutLoginField } from '../components/rut-login-field';

const UNREACHABLE = 'No pudimos enviar el correo. Revisa tu conexión e inténtalo nuevamente.';

// The API takes at most 3 recovery requests an hour from one connection for one RUT (429), and
// answers them the same whether the RUT is a member's or not; the request helper hands this screen
// no body for a 429, so the text is the API's, kept here.
export const TOO_MANY_RECOVERIES =
  'Ya pediste varias veces recuperar la contraseña en la última hora. Revisa tu bandeja de entrada (y la carpeta de spam) o vuelve a intentarlo más tarde.';

// Opened from the login on a phone: pre-rendered, it paints and answers at once.
export default function RecoverPasswordPage() {
  // SPEC §8: the outcome, success or error, is a 5 s toast, shown once.
  const onSubmit = async ({ rut: raw }: { rut: string }) => {
    const result = await sendRecoverLink({ rut: cleanRut(raw) });
    if (!result.ok || !result.data) {
      const fallback = result.status === 429 ? TOO_MANY_RECOVERIES : UNREACHABLE;
      showToast(result.validations?.errors?.rut?.[0] ?? failureMessage(result, fallback));
      return;
    }
    if (!result.data.status) {
      showToast(result.data.errors ?? UNREACHABLE);
      return;
    }
    showToast(result.data.data || 'Te enviamos un correo con el enlace para recuperar tu contraseña.', {
      success: true,
    });
  };

  return (
    <>
      <PageTitle>Recuperar contraseña</PageTitle>
      <p className="l-paragraph">
        Escribe tu RUT y te enviaremos un correo con un enlace para crear una nueva contraseña.
      </p>
      <Form<{ rut: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, form }) => (
          <form
            noValidate
            onSubmit={(event) => {
              // The form's state now: a press taken as the app starts comes before its next render.
              if (form.getState().hasValidationErrors) showToast(MESSAGES.form);
              return handleSubmit(event);
            }}
          >
            <RutLoginField />
            <LightSubmit busy={submitting}>Enviar email de recuperación</LightSubmit>
          </form>
        )}
      </Form>
      <PublicLinks backTo={paths.root} backText="Volver al inicio" />
    </>
  );
}
