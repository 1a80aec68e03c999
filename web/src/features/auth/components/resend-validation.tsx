import { useState } from 'react';
import { cleanRut } from '../../../domain/rut';
import { resendValidation } from '../api/resend-validation';
import { LightButton } from '../../../components/light/light-button';
import { LightNotice } from '../../../components/light/light-notice';

const RESEND_FAILED = 'No pudimos enviar el correo. Revisa tu conexión e inténtalo nuevamente.';
const TOO_MANY =
  'Ya pediste varias veces el correo de validación. Revisa tu bandeja de entrada o vuelve a intentarlo más tarde.';
const NOT_HERE = 'Escríbenos a socios@example.cl y te enviaremos el enlace para validar tu correo.';

/**
 * The login refused an e-mail not yet validated: a lost validation e-mail must not be a lost
 * sign-up. 'Reenviar correo de validación' asks for a new one for the RUT typed; the API answers the
 * same for every RUT. An API without the call (it is not in SPEC §7) leaves the club's address.
 */
export default function ResendValidation({ rut }: { rut: string }) {
  const [state, setState] = useState<{ busy: boolean; said: string | null; ok: boolean }>({
    busy: false,
    said: null,
    ok: false,
  });
  const resend = async () => {
    if (state.busy) return;
    setState({ busy: true, said: null, ok: false });
    const result = await resendValidation({ rut: cleanRut(rut) });
    if (result.ok) return setState({ busy: false, said: result.data.data, ok: true });
    const said = result.notServed ? NOT_HERE : result.status === 429 ? TOO_MANY : RESEND_FAILED;
    setState({ busy: false, said, ok: false });
  };
  return (
    <div className="l-resend">
      <LightButton block onClick={() => void resend()} busy={state.busy}>
        Reenviar correo de validación
      </LightButton>
      {state.said && (
        <LightNotice type={state.ok ? 'success' : 'error'} role={state.ok ? 'status' : 'alert'}>
          {state.said}
        </LightNotice>
      )}
    </div>
  );
}
