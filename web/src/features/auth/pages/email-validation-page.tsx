import { LightResult } from '../../../components/light/light-result';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';

// Where a validation link lands when it was already used: the e-mail is validated, nothing to do.
// Opened from an e-mail, usually on a phone: pre-rendered, it paints and is usable at once.
export default function EmailValidationPage() {
  return (
    <>
      <PageTitle>Tu correo ya está validado</PageTitle>
      <LightResult
        status="success"
        subTitle={
          <>
            <span className="l-result__lead">Tu correo electrónico ya fue validado.</span>
            No necesitas hacer nada más: ya puedes iniciar sesión con tu RUT y tu contraseña.
          </>
        }
        extra={
          <ButtonLink to={paths.login} type="primary" size="large">
            Volver a iniciar sesión
          </ButtonLink>
        }
      />
    </>
  );
}
