// Profile photos: the content decides, never the file name or the browser's Content-Type. The
// bytes must start like a JPEG or PNG and then really decode as one (sharp/libvips); what is stored
// is a fresh encoding of the decoded pixels, so metadata (a phone's GPS position, the camera) and
// anything smuggled after the image never reach the disk. Stored names are random.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MemberRecord } from '../store/types';
import type { Deps } from '../deps';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const UPLOADS_PATH = '/api/uploads/';
export const TOO_LARGE =
  'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.';
export const NOT_AN_IMAGE = 'El archivo debe ser una imagen JPEG o PNG.';
export const NO_FILE = 'Debes elegir una imagen.';
// A small file can still claim a huge canvas (a decompression bomb): 40 megapixels is plenty.
const MAX_PIXELS = 40_000_000;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function imageType(bytes: Buffer): 'png' | 'jpg' | null {
  const starts = (sig: number[]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
}

/**
 * The photo decoded and encoded again (upright, no metadata), or null when the bytes are not
 * really a JPEG or PNG of the type their first bytes claim.
 */
export async function reencodePicture(bytes: Buffer, ext: 'png' | 'jpg'): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== (ext === 'png' ? 'png' : 'jpeg')) return null;
    const upright = image.rotate(); // applies the EXIF orientation before the metadata goes
    return await (ext === 'png' ? upright.png() : upright.jpeg({ quality: 88, mozjpeg: true })).toBuffer();
  } catch {
    return null;
  }
}

/** Writes the photo and points the member at it; the previous upload, if any, is removed. */
export function savePicture(
  deps: Pick<Deps, 'store'>,
  member: MemberRecord,
  bytes: Buffer,
  ext: 'png' | 'jpg',
  dir: string,
): string {
  const { state } = deps.store;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  fs.writeFileSync(path.join(dir, name), bytes);
  state.uploads.push(name);
  if (member.imagen.startsWith(UPLOADS_PATH)) {
    fs.rmSync(path.join(dir, path.basename(member.imagen)), { force: true });
  }
  member.imagen = `${UPLOADS_PATH}${name}`;
  return member.imagen;
}

/** A reset forgets the members who uploaded: their files go too (only names this state wrote). */
export function removeUploads(names: string[], dir: string): void {
  for (const name of names) fs.rmSync(path.join(dir, path.basename(name)), { force: true });
}
