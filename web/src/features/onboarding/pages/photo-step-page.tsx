import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { LightButton } from '../../../components/light/light-button';
import { useHydrated } from '../../../components/light/use-hydrated';
import { PhotoPicker } from '../../../components/photo/photo-picker';
import { photoSrc } from '../../../components/member-photo';
import { pictureError, uploadPicture } from '../../../api/shared/upload-picture';
import { refreshUser } from '../../../api/shared/get-user';
import { useSession } from '../../../session/session';
import { OnboardingCard, SkipOrSave } from '../components/onboarding-card';

export const PHOTO_SAVED = 'Se subió correctamente su foto de perfil.';
// SPEC §8 keeps the reason in the log only; the member still learns the photo is not saved.
export const PHOTO_NOT_SAVED = 'Tu foto no se guardó. Puedes reintentar, elegir otra u omitir este paso.';
// SPEC §9: the next step comes 3000 ms after a successful upload.
export const NEXT_STEP_DELAY_MS = 3000;

export default function PhotoStepPage() {
  const navigate = useNavigate();
  // What comes from the session (the greeting, the photo on file) is left out of the build's frame,
  // drawn for another member: the app's first render, which replaces the frame, has it at once.
  const hydrated = useHydrated();
  const { informations } = useSession();
  const member = hydrated ? informations : null;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async () => {
    if (!file) return;
    setBusy(true); // the line below stays while retrying, so 'Reintentar' keeps the focus
    const result = await uploadPicture(file);
    if (!result.ok) {
      // SPEC §8: in this step the reason is only logged; the screen says the photo was not saved.
      console.error('No se pudo subir la foto de perfil:', pictureError(result) ?? `HTTP ${result.status}`);
      setBusy(false);
      setFailed(true);
      return;
    }
    // One message: the line below the photo, no toast repeating it.
    setFailed(false);
    setSaved(true);
    timer.current = window.setTimeout(() => navigate(paths.validationInterests), NEXT_STEP_DELAY_MS);
    // The credential and the header read the photo from the session user.
    await refreshUser();
  };

  return (
    <OnboardingCard
      step="foto"
      title="Foto de perfil"
      actions={
        <SkipOrSave
          skipTo={paths.validationInterests}
          onSave={save}
          canSave={!!file && !saved}
          busy={busy}
          saving={busy && !saved}
        >
          Guardar Foto
        </SkipOrSave>
      }
    >
      <p className="l-paragraph">
        {/* On a line of its own, blank in the frame: the name fills it in, the advice stays put. */}
        <span className="onboarding-greeting">{member?.nombre ? `¡Hola, ${member.nombre}! ` : '\u00a0'}</span>
        Sube una foto tuya: la usaremos en tu credencial virtual de socio. Puedes omitir este paso y agregarla
        más tarde desde tu perfil.
      </p>
      <PhotoPicker
        file={file}
        onChange={(next) => {
          setFile(next);
          setFailed(false);
        }}
        currentUrl={photoSrc(member?.imagen)}
        disabled={busy}
      />
      {failed && (
        <p role="alert" className="l-paragraph onboarding-photo-failed">
          {PHOTO_NOT_SAVED}{' '}
          <LightButton size="small" onClick={save} busy={busy}>
            Reintentar
          </LightButton>
        </p>
      )}
      {saved && (
        <p role="status" className="l-paragraph" style={{ marginTop: 16, marginBottom: 0 }}>
          {PHOTO_SAVED} Te llevamos al siguiente paso…
        </p>
      )}
    </OnboardingCard>
  );
}
