import { useId, useState, type ChangeEvent } from 'react';
import { PHOTO_ACCEPT, validatePhoto } from './validate-photo';
import './photo-picker.css';

export interface PhotoPickerProps {
  /** The chosen file (controlled); null until the member picks a valid one. */
  file: File | null;
  /** Called with a file that passed the checks, or null when the pick was refused. */
  onChange: (file: File | null) => void;
  /** The photo on file, shown until another is chosen; a value starting with '?' means none. */
  currentUrl?: string | null;
  /** A server error to show under the picker (the profile shows the upload's error there). */
  error?: string | null;
  /** Text of the button-like label that opens the file chooser. */
  label?: string;
  disabled?: boolean;
}

export const PHOTO_HINT =
  'Recomendación: foto cuadrada de 400 × 400 px, con tu rostro de frente y una imagen fija ' +
  '(si es GIF, que no sea animado). Se aceptan archivos JPEG o PNG de hasta 2 MB.';

/** Picks a profile photo: refuses wrong types and files over 2 MB before any upload, then previews it. */
export function PhotoPicker({
  file,
  onChange,
  currentUrl,
  error,
  label = 'Elegir foto',
  disabled,
}: PhotoPickerProps) {
  const id = useId();
  const [local, setLocal] = useState<{ file: File; url: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that picking the same file again fires another change.
    event.target.value = '';
    if (!chosen) return;
    const problem = validatePhoto(chosen);
    setRefusal(problem);
    if (problem) {
      onChange(null);
      return;
    }
    // A data URL (not an object URL) so nothing has to be revoked when the pick changes.
    const reader = new FileReader();
    reader.onload = () => setLocal({ file: chosen, url: String(reader.result) });
    reader.readAsDataURL(chosen);
    onChange(chosen);
  };

  // The preview belongs to the file it was read from; when the parent clears or replaces the file
  // (after saving or cancelling), the stored photo shows again.
  const preview = local && local.file === file ? local.url : null;
  const stored = currentUrl && !currentUrl.startsWith('?') ? currentUrl : null;
  const shown = preview ?? stored;
  const message = refusal ?? error ?? null;
  const describedBy = `${id}-hint${message ? ` ${id}-error` : ''}`;

  return (
    <div className="photo-picker">
      <div className="photo-picker__preview">
        {shown ? (
          <img src={shown} alt={preview ? 'Vista previa de la foto elegida' : 'Tu foto de perfil actual'} />
        ) : (
          <svg width="96" height="96" viewBox="0 0 24 24" aria-hidden="true" fill="#8c8c8a">
            <circle cx="12" cy="8" r="4.5" />
            <path d="M3 21c0-4.4 4-7.5 9-7.5s9 3.1 9 7.5z" />
          </svg>
        )}
      </div>
      <div className="photo-picker__body">
        <input
          id={id}
          className="photo-picker__input"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={pick}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
        />
        <label htmlFor={id} className="photo-picker__button">
          {label}
        </label>
        {file && <p className="photo-picker__name">Archivo elegido: {file.name}</p>}
        <p id={`${id}-hint`} className="photo-picker__hint">
          {PHOTO_HINT}
        </p>
        {message && (
          <p id={`${id}-error`} className="photo-picker__error" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
