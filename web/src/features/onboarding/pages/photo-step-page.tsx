import { useEffect, useRef, useState } from 'react';
import { App, Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { PhotoPicker } from '../../../components/photo/photo-picker';
import { photoSrc } from '../../../components/member-photo';
import { pictureError, uploadPicture } from '../../../api/shared/upload-picture';
import { refreshUser } from '../../../session/fetch-user';
import { useSession } from '../../../session/session';
import { OnboardingCard } from '../components/onboarding-card';

export const PHOTO_SAVED = 'Se subió correctamente su foto de perfil.';
// SPEC §9: the next step comes 3000 ms after a successful upload.
export const NEXT_STEP_DELAY_MS = 3000;

export default function PhotoStepPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { informations } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async () => {
    if (!file) return;
    setBusy(true);
    const result = await uploadPicture(file);
    if (!result.ok) {
      // SPEC §8: in this step upload errors are only logged, never shown.
      console.error('No se pudo subir la foto de perfil:', pictureError(result) ?? `HTTP ${result.status}`);
      setBusy(false);
      return;
    }
    void message.success(PHOTO_SAVED);
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
        <>
          <ButtonLink to={paths.validationInterests} size="large" disabled={busy}>
            Omitir Paso
          </ButtonLink>
          <Button
            type="primary"
            size="large"
            onClick={save}
            disabled={!file || saved}
            loading={busy && !saved}
          >
            Guardar Foto
          </Button>
        </>
      }
    >
      <Typography.Paragraph>
        {informations?.nombre ? `¡Hola, ${informations.nombre}! ` : ''}
        Sube una foto tuya: la usaremos en tu credencial virtual de socio. Puedes omitir este paso y agregarla
        más tarde desde tu perfil.
      </Typography.Paragraph>
      <PhotoPicker
        file={file}
        onChange={setFile}
        currentUrl={photoSrc(informations?.imagen)}
        disabled={busy}
      />
      {saved && (
        <Typography.Paragraph role="status" style={{ marginTop: 16, marginBottom: 0 }}>
          {PHOTO_SAVED} Te llevamos al siguiente paso…
        </Typography.Paragraph>
      )}
    </OnboardingCard>
  );
}
