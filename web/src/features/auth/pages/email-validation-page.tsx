import { Result } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';

// Where a validation link lands when it was already used: the e-mail is validated, nothing to do.
export default function EmailValidationPage() {
  return (
    <>
      <PageTitle>Tu correo ya está validado</PageTitle>
      <Result
        status="success"
        subTitle={
          <>
            <span style={{ display: 'block', fontSize: 16, color: '#141414' }}>
              Tu correo electrónico ya fue validado.
            </span>
            No necesitas hacer nada más: ya puedes iniciar sesión con tu RUT y tu contraseña.
          </>
        }
        extra={
          <ButtonLink to={paths.login} type="primary" size="large">
            Volver a iniciar sesión
          </ButtonLink>
        }
        style={{ padding: '16px 0' }}
      />
    </>
  );
}
