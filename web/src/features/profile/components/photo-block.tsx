import { useState } from 'react';
import type { SessionUser } from '../../../api/contract';
import { pictureError, useUploadPicture } from '../../../api/shared/upload-picture';
import { MemberPhoto, photoSrc } from '../../../components/member-photo';
import { PhotoPicker } from '../../../components/photo/photo-picker';
import { LightAlert } from '../../../components/light/light-alert';
import { saveUser } from '../../../session/session';
import { LightButton } from '../../../components/light/light-button';

/** The photo's side in pixels, its frame's too (profile-page.tsx). */
export const PHOTO_SIZE = 128;
export const PHOTO_SAVED = 'Se subió correctamente su foto de perfil.';
const UPLOAD_FAILED = 'No pudimos subir tu foto. Revisa tu conexión e inténtalo nuevamente.';

/** The photo, and an edit mode to replace it; the server's refusal shows under the picker (SPEC §8). */
export function PhotoBlock({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { trigger, isMutating } = useUploadPicture();

  const close = () => {
    setEditing(false);
    setFile(null);
    setError(null);
  };
  const save = async () => {
    if (!file) return;
    setError(null);
    const result = await trigger(file);
    if (result.ok && result.data) {
      saveUser({ ...user, imagen: result.data.url });
      setSaved(true);
      close();
    } else {
      setError(pictureError(result) ?? UPLOAD_FAILED);
    }
  };

  if (!editing) {
    return (
      <div className="profile-photo">
        <MemberPhoto imagen={user.imagen} name={user.nombre_completo} size={PHOTO_SIZE} />
        <div className="profile-photo__side">
          {saved && <LightAlert type="success" role="status" title={PHOTO_SAVED} />}
          <LightButton
            size="large"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Actualizar fotografía
          </LightButton>
        </div>
      </div>
    );
  }
  return (
    <div className="profile-photo-edit">
      <PhotoPicker
        file={file}
        onChange={(picked) => {
          setFile(picked);
          setError(null);
        }}
        currentUrl={photoSrc(user.imagen)}
        error={error}
        disabled={isMutating}
      />
      <div className="profile-actions">
        <LightButton
          type="primary"
          size="large"
          onClick={() => void save()}
          disabled={!file}
          busy={isMutating}
        >
          Guardar foto
        </LightButton>
        <LightButton size="large" onClick={close} disabled={isMutating}>
          Cancelar
        </LightButton>
      </div>
    </div>
  );
}
