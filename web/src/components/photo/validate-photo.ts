// SPEC §5 photo rules, checked in the browser before anything is uploaded: JPEG or PNG, at most 2 MB.

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

export const PHOTO_MESSAGES = {
  tooLarge: 'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
  wrongType: 'El archivo debe ser una imagen JPEG o PNG.',
} as const;

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/pjpeg']);
const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Some systems hand over an empty MIME type; then the file name's extension decides. */
const isJpegOrPng = (file: Pick<File, 'type' | 'name'>) =>
  file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);

/** The message to show, or null when the file may be uploaded. */
export function validatePhoto(file: Pick<File, 'type' | 'name' | 'size'>): string | null {
  if (!isJpegOrPng(file)) return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
