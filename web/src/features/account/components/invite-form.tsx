import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useSWRConfig } from 'swr';
import { LightAlert } from '../../../components/light/light-alert';
import { LightField } from '../../../components/light/light-field';
import { LightSubmit } from '../../../components/light/light-submit';
import { failureMessage } from '../../../api/client';
import { inviteAssociated } from '../api/invite-associated';
import { sentInvitationsKey } from '../api/get-sent-invitations';
import { useInviteeName } from '../api/get-member-name';

export const INVITATION_SENT = 'Se ha enviado un correo con la invitación.';
const FAILED = 'No pudimos enviar la invitación. Revisa tu conexión e inténtalo nuevamente.';
// At most 3 invitations per invitee a day (429); the API's text, since a 429 reaches here without a body.
export const TOO_MANY_INVITATIONS =
  'Este socio ya recibió 3 invitaciones hoy. Pídele que revise su correo o vuelve a intentarlo mañana.';

type Values = { rut?: string };

/**
 * 'Asociar cuentas': the RUT goes as typed; the server decides whether it can be invited (SPEC §5).
 * SPEC §8's red message is said once: the RUT's reason on the field itself (aria-invalid, described by
 * it), or — when the answer names no field (429, no connection) — one line above the button.
 */
export function InviteForm() {
  const [sent, setSent] = useState(false);
  const { mutate } = useSWRConfig();
  const submit = async ({ rut }: Values) => {
    setSent(false);
    const result = await inviteAssociated({ rut: (rut ?? '').trim() });
    if (result.ok && result.data?.status) {
      setSent(true);
      void mutate(sentInvitationsKey);
      return undefined;
    }
    const reason = result.validations?.errors?.rut?.[0];
    if (reason) return { rut: reason };
    const fallback = result.status === 429 ? TOO_MANY_INVITATIONS : FAILED;
    return {
      [FORM_ERROR]: result.data?.status === false ? result.data.data : failureMessage(result, fallback),
    };
  };
  return (
    <Form<Values>
      onSubmit={async (values, form) => {
        const errors = await submit(values);
        if (!errors) setTimeout(() => form.restart());
        // Back on the field, a screen reader reads the reason (its description) with the label.
        else if ('rut' in errors) setTimeout(() => document.getElementById('field-rut')?.focus());
        return errors;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate className="account-invite">
          {/* The hint under the reason, and not the field's description: the reason alone is read
              with the field when the member is taken back to it. */}
          <div className="account-invite__field">
            <LightField name="rut" label="RUT" placeholder="Ej: 12.345.678-5" autoComplete="off" quietError />
            <p className="l-extra account-invite__hint">
              Escribe el RUT del socio o socia que quieres asociar; le enviaremos una invitación por correo.
            </p>
            <InviteeName rut={values.rut} />
          </div>
          {submitError && !dirtySinceLastSubmit && (
            <p role="alert" className="account-error">
              {submitError as string}
            </p>
          )}
          {sent && (
            <LightAlert
              type="success"
              title="Invitación enviada"
              description={INVITATION_SENT}
              role="status"
            />
          )}
          <LightSubmit busy={submitting} block={false}>
            Enviar invitación
          </LightSubmit>
        </form>
      )}
    />
  );
}

/** Who the invitation goes to, before it is sent: a wrong digit shows as a stranger's name (or none). */
function InviteeName({ rut }: { rut: string | undefined }) {
  const name = useInviteeName(rut);
  return (
    <p className="l-extra account-invite__who" aria-live="polite">
      {name ? `La invitación irá a ${name}.` : ''}
    </p>
  );
}
