import { useMemo, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useDeferredReady } from '../../../components/use-deferred-ready';
import { LoadError } from '../../../components/load-error';
import { LightAlert } from '../../../components/light/light-alert';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LightSubmit } from '../../../components/light/light-submit';
import { serverFieldErrors } from '../../../components/field-error';
import { failureMessage } from '../../../api/client';
import { deviceToday, formatLongDate } from '../../../domain/dates';
import { memberTypeName } from '../../../domain/member-type';
import { formatRut } from '../../../domain/rut';
import { saveUser, useSession } from '../../../session/session';
import { profileFromData } from '../profile-from-data';
import { refreshUser } from '../../../api/shared/get-user';
import { useProfileData } from '../api/get-profile-data';
import { updateProfile, type ProfileUpdate } from '../api/update-profile';
import { FIELD_LABELS } from '../profile-rules';
import { ProfileContactFields, ProfileIdentityFields } from './profile-fields';

type Values = ProfileUpdate & {
  rut_display: string;
  fecha_nacimiento_display: string;
  tipo_socio_display: string;
};

export const PROFILE_SAVED = 'Perfil actualizado exitosamente.';
const SAVE_FAILED = 'No pudimos guardar tus datos. Revisa tu conexión e inténtalo nuevamente.';

// The API takes exactly the contract's fields; the display-only ones stay in the browser, and the
// current password goes only when the e-mail changes (the field is shown only then).
const toPayload = (
  {
    rut_display: _r,
    fecha_nacimiento_display: _f,
    tipo_socio_display: _t,
    current_password,
    ...form
  }: Values,
  savedEmail: string,
): ProfileUpdate =>
  form.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase() && current_password
    ? { ...form, current_password }
    : form;

/** 'Mis Datos': SPEC §5 rules; on a 422 every server error is listed, one per line (§8). */
export function ProfileDataForm() {
  const { data, error, mutate } = useProfileData();
  // "Profile data" under either reading; what it lacks, from the session user.
  const user = useSession().informations;
  const profile = useMemo(() => (data && user ? profileFromData(data.data, user) : undefined), [data, user]);
  const [saved, setSaved] = useState(false);
  const initialValues = useMemo<Values | undefined>(
    () =>
      profile && {
        ...profile,
        rut_display: formatRut(profile.rut),
        // Read-only (the club's): written as the portal writes a day, not in a date picker.
        fecha_nacimiento_display: formatLongDate(profile.fecha_nacimiento),
        // By name, not the club's code (docs/style-guide.md).
        tipo_socio_display: memberTypeName(profile.tipo_socio, profile.fecha_nacimiento, deviceToday()),
      },
    [profile],
  );
  const ready = useDeferredReady(Boolean(initialValues));
  if (error && !profile) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!profile || !initialValues || !ready) return <LightSkeleton rows={10} className="profile-skeleton" />;
  const namesLocked = {
    nombre: profile.nombre.trim() !== '',
    apellido: profile.apellido.trim() !== '',
    apellidoM: profile.apellidoM.trim() !== '',
  };

  const submit = async (values: Values) => {
    setSaved(false);
    const result = await updateProfile(toPayload(values, profile.email));
    if (result.ok && result.data?.status) {
      // SPEC §7 names only `status`: without the user in the answer, it is read again.
      if (result.data.data) saveUser(result.data.data);
      else await refreshUser();
      void mutate(); // re-read: a name filled in now becomes read-only
      setSaved(true);
      return undefined;
    }
    const errors = result.validations?.errors ?? {};
    const lines = Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((m) => `${FIELD_LABELS[field] ?? field}: ${m}`),
    );
    return {
      ...serverFieldErrors(errors),
      [FORM_ERROR]: lines.length ? lines : [failureMessage(result, SAVE_FAILED)],
    };
  };

  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={initialValues}
      // What the render below reads: not a render of the sixteen fields each time one registers or
      // changes (each field renders on its own state).
      subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="profile-form l-marks-required"
          aria-label="Mis Datos"
        >
          <ProfileIdentityFields namesLocked={namesLocked} />
          <ProfileContactFields savedEmail={profile.email} />
          {submitError && !dirtySinceLastSubmit && (
            <LightAlert
              type="error"
              title="No pudimos guardar tus datos"
              description={(submitError as string[]).map((line) => (
                <div key={line}>{line}</div>
              ))}
            />
          )}
          {saved && <LightAlert type="success" role="status" title={PROFILE_SAVED} />}
          <LightSubmit busy={submitting} block={false}>
            Guardar cambios
          </LightSubmit>
        </form>
      )}
    />
  );
}
