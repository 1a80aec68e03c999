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
import type { ProfileForm } from '../../../api/contract';
import { FIELD_LABELS } from '../profile-rules';
import { ProfileContactFields, ProfileIdentityFields, type ClubData } from './profile-fields';

export const PROFILE_SAVED = 'Perfil actualizado exitosamente.';
const SAVE_FAILED = 'No pudimos guardar tus datos. Revisa tu conexión e inténtalo nuevamente.';

// The current password goes only when the e-mail changes (the field is shown only then).
const toPayload = ({ current_password, ...form }: ProfileUpdate, savedEmail: string): ProfileUpdate =>
  form.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase() && current_password
    ? { ...form, current_password }
    : form;

/** What she sees and cannot change, as the portal writes it. */
const clubData = (profile: ProfileForm): ClubData => {
  const onFile = (name: string) => (name.trim() !== '' ? name : undefined);
  return {
    rut: formatRut(profile.rut),
    // Written as the portal writes a day, not in a date picker.
    birthDate: formatLongDate(profile.fecha_nacimiento),
    // By name, not the club's code (docs/style-guide.md).
    memberType: memberTypeName(profile.tipo_socio, profile.fecha_nacimiento, deviceToday()),
    country: profile.pais,
    names: {
      nombre: onFile(profile.nombre),
      apellido: onFile(profile.apellido),
      apellidoM: onFile(profile.apellidoM),
    },
  };
};

/** 'Mis Datos': SPEC §5 rules; on a 422 every server error is listed, one per line (§8). */
export function ProfileDataForm() {
  const { data, error, mutate } = useProfileData();
  // "Profile data" under either reading; what it lacks, from the session user.
  const user = useSession().informations;
  const profile = useMemo(() => (data && user ? profileFromData(data.data, user) : undefined), [data, user]);
  const [saved, setSaved] = useState(false);
  const club = useMemo(() => profile && clubData(profile), [profile]);
  const ready = useDeferredReady(Boolean(profile));
  if (error && !profile) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!profile || !club || !ready) return <LightSkeleton rows={10} className="profile-skeleton" />;

  const submit = async (values: ProfileUpdate) => {
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
    <Form<ProfileUpdate>
      onSubmit={submit}
      initialValues={profile}
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
          <ProfileIdentityFields club={club} />
          <ProfileContactFields savedEmail={profile.email} club={club} />
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
