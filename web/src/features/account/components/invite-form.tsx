import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Form } from 'react-final-form';
import { TextField } from '../../../components/form/text-field';
import { failureMessage } from '../../../api/client';
import { inviteAssociated } from '../api/invite-associated';

type Outcome = { ok: true } | { ok: false; lines: string[] } | null;

export const INVITATION_SENT = 'Se ha enviado un correo con la invitación.';
const FAILED = 'No pudimos enviar la invitación. Revisa tu conexión e inténtalo nuevamente.';
// At most 3 invitations per invitee a day (429); the API's text, since a 429 reaches here without a body.
export const TOO_MANY_INVITATIONS =
  'Este socio ya recibió 3 invitaciones hoy. Pídele que revise su correo o vuelve a intentarlo mañana.';

/** 'Asociar cuentas': the RUT goes as typed; the server decides whether it can be invited (SPEC §5). */
export function InviteForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async ({ rut }: { rut?: string }) => {
    setOutcome(null);
    const result = await inviteAssociated({ rut: (rut ?? '').trim() });
    if (result.ok && result.data?.status) {
      setOutcome({ ok: true });
      return true;
    }
    // SPEC §8: the validation message, or the data error, in red (plus the field's own reason).
    const fallback = result.status === 429 ? TOO_MANY_INVITATIONS : FAILED;
    const message = result.data?.status === false ? result.data.data : failureMessage(result, fallback);
    const reason = result.validations?.errors?.rut?.[0];
    setOutcome({ ok: false, lines: reason && reason !== message ? [message, reason] : [message] });
    return false;
  };
  return (
    <Form<{ rut?: string }>
      onSubmit={async (values, form) => {
        if (await submit(values)) setTimeout(() => form.restart());
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="account-invite">
          <TextField
            name="rut"
            label="RUT"
            placeholder="Ej: 12345678-K"
            autoComplete="off"
            extra="Escribe el RUT del socio o socia que quieres asociar; le enviaremos una invitación por correo."
          />
          {outcome?.ok === false && (
            <div role="alert" className="account-error">
              {outcome.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {outcome?.ok && (
            <Alert
              type="success"
              showIcon
              title="Invitación enviada"
              description={INVITATION_SENT}
              role="status"
            />
          )}
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            Enviar invitación
          </Button>
        </form>
      )}
    />
  );
}
