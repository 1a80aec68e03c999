import { describe, it, expect } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, validatePhoto } from './validate-photo';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('validatePhoto', () => {
  it('when the file is a JPEG or PNG of at most 2 MB, accepts it', () => {
    expect(validatePhoto(file('yo.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(validatePhoto(file('yo.png', 'image/png', PHOTO_MAX_BYTES))).toBeNull();
  });

  it('when the file is larger than 2 MB, gives the spec message', () => {
    expect(validatePhoto(file('yo.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe(
      'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
    );
  });

  it('when the file is not a JPEG or PNG (a GIF, a PDF), refuses it', () => {
    expect(validatePhoto(file('yo.gif', 'image/gif', 10))).toBe(PHOTO_MESSAGES.wrongType);
    expect(validatePhoto(file('cv.pdf', 'application/pdf', 10))).toBe(PHOTO_MESSAGES.wrongType);
  });

  it('when the browser gives no type, the extension decides', () => {
    expect(validatePhoto(file('yo.JPEG', '', 10))).toBeNull();
    expect(validatePhoto(file('yo.webp', '', 10))).toBe(PHOTO_MESSAGES.wrongType);
  });
});
