// Real images for upload tests: the fake API decodes every photo, so a few signature bytes are not
// enough any more.
import sharp from 'sharp';

const canvas = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#7a1f5c' } });

export const realPng = () => canvas().png().toBuffer();
export const realJpeg = () => canvas().jpeg().toBuffer();

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position. */
export const jpegWithGps = () =>
  canvas()
    .jpeg()
    .withExif({
      IFD0: { Make: 'TelefonoX', Model: 'Modelo 9' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 27/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 39/1 0/1',
      },
    })
    .toBuffer();
