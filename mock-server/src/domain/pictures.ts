// Profile photos: the content decides the type (magic bytes), never the file name or the browser's
// Content-Type, and the stored name is random so nothing a member sends ends up in a path.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MemberRecord } from '../store/types';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const UPLOADS_PATH = '/api/uploads/';
export const TOO_LARGE =
  'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.';
export const NOT_AN_IMAGE = 'El archivo debe ser una imagen JPEG o PNG.';
export const NO_FILE = 'Debes elegir una imagen.';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function imageType(bytes: Buffer): 'png' | 'jpg' | null {
  const starts = (sig: number[]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
}

/** Writes the photo and points the member at it; the previous upload, if any, is removed. */
export function savePicture(member: MemberRecord, bytes: Buffer, ext: 'png' | 'jpg', dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  fs.writeFileSync(path.join(dir, name), bytes);
  if (member.imagen.startsWith(UPLOADS_PATH)) {
    fs.rmSync(path.join(dir, path.basename(member.imagen)), { force: true });
  }
  member.imagen = `${UPLOADS_PATH}${name}`;
  return member.imagen;
}
