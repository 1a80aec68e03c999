import { LightResult } from '../../../components/light/light-result';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';

export const REGISTERED = 'Se registró correctamente, fue enviado un email para validar su correo.';

/** After a sign-up: the spec's text, what to do next, and the way to the login. */
export function RegisterSuccess({ text = REGISTERED, email }: { text?: string; email?: string }) {
  return (
    <LightResult
      status="success"
      title={<span role="status">{text}</span>}
      subTitle={
        email
          ? `Revisa la bandeja de entrada de ${email} y abre el enlace para validar tu correo. Luego podrás iniciar sesión.`
          : 'Abre el enlace del correo para validar tu cuenta. Luego podrás iniciar sesión.'
      }
      extra={
        <ButtonLink to={paths.login} type="primary" size="large">
          Ir a iniciar sesión
        </ButtonLink>
      }
    />
  );
}
